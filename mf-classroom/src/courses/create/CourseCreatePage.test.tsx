import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { toast } from '@atrium/shared-ui';
import { fakeApi, type ApiCall } from '@atrium/shared-ui/testing';
import '../messages';
import { CourseCreatePage } from './CourseCreatePage';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

let calls: ApiCall[];

beforeEach(() => {
  jest.mocked(navigateToUrl).mockClear();
  jest.spyOn(toast, 'success');
  jest.spyOn(toast, 'error');
  calls = fakeApi(({ method }) =>
    method === 'POST' ? { status: 201, body: { id: 77, uuid: '00000000-0000-4000-8000-000000000077' } } : { status: 200, body: [] },
  );
});

afterEach(() => jest.restoreAllMocks());

test('creates through create-from-general-data, then shows the created notification and opens the course', async () => {
  render(<CourseCreatePage courseId={3} />);
  fireEvent.change(screen.getByLabelText(/^Internal name/), { target: { value: 'Varme arbeider' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/clcourse/77/edit'));
  expect(toast.success).toHaveBeenCalledWith('courses.classroom.created.notification');
  expect(calls.find((call) => call.method === 'POST')).toMatchObject({
    url: '/api/classroom/data/clcourses/createFromGeneralData',
    body: { internalName: 'Varme arbeider', courseId: 3, courseDateTimes: '08:00-16:00' },
    // A double click or a retry creates one course (issue 11 finding 2).
    idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
});

test('staff mark the course as a hot-works course, sent with its other flags (decision 0263)', async () => {
  render(<CourseCreatePage courseId={3} />);
  fireEvent.change(screen.getByLabelText(/^Internal name/), { target: { value: 'Varme arbeider' } });
  const hotWorks = screen.getByLabelText('Hot-works course') as HTMLInputElement;
  expect(hotWorks.checked).toBe(false);
  expect(screen.getByText(/gets a hot-works record/)).toBeTruthy();
  fireEvent.click(hotWorks);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/clcourse/77/edit'));
  expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
    classroomCourseFlags: { hotWorks: true, diplomaDisabled: false, certificateDisabled: false },
  });
});

test('shows no notification when the service refuses', async () => {
  calls = fakeApi(({ method }) =>
    method === 'POST'
      ? { status: 400, body: { message: 'body.internalName: taken', fields: { 'body.internalName': 'taken' } } }
      : { status: 200, body: [] },
  );
  render(<CourseCreatePage courseId={3} />);
  fireEvent.change(screen.getByLabelText(/^Internal name/), { target: { value: 'Varme arbeider' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('courses.classroom.saveFailed'));
  expect(toast.success).not.toHaveBeenCalled();
  expect(navigateToUrl).not.toHaveBeenCalled();
});
