import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from '@atrium/shared-ui';
import { fakeApi, type ApiCall } from '@atrium/shared-ui/testing';
import { CoursePackageTab } from './CoursePackageTab';

let calls: ApiCall[] = [];
const stored = { id: null, clCourse: 5, files: [], fileDetails: [], eCourses: [], eCourseDetails: [], mailSubject: '', mailBody: '' };

beforeEach(() => {
  calls = fakeApi(({ method, url, body }) => {
    if (url.startsWith('/api/classroom/data/ecourses?'))
      return {
        status: 200,
        body: [
          { id: 12, name: 'Working at heights' },
          { id: 7, name: 'Golf explained' },
        ],
      };
    if (url.endsWith('/files'))
      return { status: 200, body: [{ id: 3, fileName: 'Program.pdf', contentType: 'application/pdf', sizeBytes: 1, position: 0 }] };
    if (method === 'PUT')
      return { status: 200, body: { ...stored, ...(body as object), id: 1, fileDetails: [{ id: 3, fileName: 'Program.pdf' }] } };
    if (url.endsWith('/testEmail')) return { status: 200, body: { outboxId: 9 } };
    return { status: 200, body: stored };
  });
});

const success = jest.spyOn(toast, 'success');
const toastKeys = () => success.mock.calls.map(([key]) => key);

test('saves files, e-courses, subject and body, then sends the saved package as a test e-mail', async () => {
  render(<CoursePackageTab courseId={5} />);
  fireEvent.click(await screen.findByLabelText('Program.pdf (3)'));
  for (const name of ['Working at heights (12)', 'Golf explained (7)', 'Working at heights (12)']) {
    fireEvent.change(screen.getByRole('combobox', { name: 'Add an e-course' }), { target: { value: 'co' } });
    fireEvent.click(await screen.findByRole('option', { name }));
  }
  expect(
    within(screen.getByRole('list', { name: 'E-courses' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Working at heights Remove', 'Golf explained Remove']);
  fireEvent.change(screen.getByLabelText('Mail subject'), { target: { value: 'Welcome' } });
  fireEvent.change(screen.getByLabelText('Mail body'), { target: { value: 'Your material' } });
  expect(screen.getByText('Save first: the test e-mail sends the saved package')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toastKeys()).toContain('courses.course-package.saved.ok'));
  expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
    url: '/api/classroom/data/clcourses/5/coursePackage',
    body: { files: [3], eCourses: [12, 7], mailSubject: 'Welcome', mailBody: 'Your material' },
  });

  fireEvent.change(screen.getByLabelText('Send to'), { target: { value: 'ola@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send test e-mail' }));
  await waitFor(() => expect(toastKeys()).toContain('course.course-package.test.email.sent'));
  expect(calls.find((call) => call.url.endsWith('/testEmail'))?.body).toEqual({ to: 'ola@example.com' });
});

test('an e-course can be taken off the package again, by its name', async () => {
  fakeApi(({ url }) => ({
    status: 200,
    body: url.endsWith('/files') ? [] : { ...stored, eCourses: [7], eCourseDetails: [{ id: 7, name: null }] },
  }));
  render(<CoursePackageTab courseId={5} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Remove E-course 7' }));
  expect(screen.getByText('No e-courses yet.')).toBeTruthy();
});
