import { fireEvent, render, screen, within } from '@testing-library/react';
import { ToastHost } from '@atrium/shared-ui';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import type { CourseProgramEnrollment } from '@atrium/reports-contract';
import { CourseProgramTable } from './CourseProgramTable';

const ENROLLED: CourseProgramEnrollment = {
  enrollmentId: 5,
  programId: 2,
  courseProgramTitle: 'Offshore starter',
  userId: 11,
  customerId: 3,
  status: 'ENROLLED',
  completed: false,
  ongoing: true,
  enrolledAt: '2026-05-06T08:00:00.000Z',
  courses: [
    {
      position: 0,
      courseType: 'CLASSROOM',
      courseId: 7,
      name: 'First aid',
      licenseId: 70,
      licenseState: 'open',
      startDate: '2026-06-01',
      swappable: true,
    },
    {
      position: 1,
      courseType: 'ELEARNING',
      courseId: 8,
      name: 'Fire safety',
      licenseId: 80,
      licenseState: 'open',
      startDate: null,
      swappable: false,
    },
  ],
};
const FINISHED: CourseProgramEnrollment = {
  ...ENROLLED,
  enrollmentId: 6,
  courseProgramTitle: 'Crane basics',
  status: 'APPROVED',
  completed: true,
  ongoing: false,
  courses: ENROLLED.courses.map((course) => ({ ...course, licenseState: 'passed', swappable: false })),
};
let calls: ApiCall[];

function show(ongoing: boolean, changed = jest.fn()) {
  render(
    <>
      <CourseProgramTable enrollments={[ENROLLED, FINISHED]} ongoing={ongoing} onChanged={changed} />
      <ToastHost />
    </>,
  );
  return changed;
}

beforeEach(() => signInAs('atrium'));

test('lists the ongoing enrolments apart from the finished ones, with a swap only where the rules allow it', () => {
  calls = fakeApi(() => ({ status: 200, body: [] }));
  show(true);
  expect(screen.getByRole('table', { name: 'Ongoing course programmes' })).toBeTruthy();
  expect(screen.getByText('Offshore starter')).toBeTruthy();
  expect(screen.queryByText('Crane basics')).toBeNull();
  expect(screen.getAllByRole('button', { name: /^Swap / }).map((button) => button.textContent)).toEqual(['Swap First aid']);
  expect(screen.getByRole('button', { name: 'Cancel Offshore starter' })).toBeTruthy();
});

test('shows a finished enrolment without actions', () => {
  calls = fakeApi(() => ({ status: 200, body: [] }));
  show(false);
  expect(screen.getByRole('table', { name: 'Finished course programmes' })).toBeTruthy();
  expect(screen.getByText('Crane basics')).toBeTruthy();
  expect(screen.getByText('Approved')).toBeTruthy();
  expect(screen.queryByRole('button')).toBeNull();
});

test('cancels an enrolment only after the confirmation', async () => {
  calls = fakeApi(() => ({ status: 200, body: { ...ENROLLED, status: 'CANCELLED', ongoing: false } }));
  const changed = show(true);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel Offshore starter' }));
  expect(calls).toHaveLength(0);
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel the enrolment' }));
  expect(await screen.findByText('The enrolment is cancelled.')).toBeTruthy();
  expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/reports/data/atriumusersearch/user/courseProgram/enrollments/5/cancel' });
  expect(changed).toHaveBeenCalledWith(expect.objectContaining({ status: 'CANCELLED' }));
});

test('swaps a classroom course for an instance the available call offers, after choosing and confirming', async () => {
  calls = fakeApi((call) =>
    call.url.endsWith('availableClassroomCourses')
      ? {
          status: 200,
          body: [{ id: 71, courseId: 7, name: 'First aid', startDate: '2026-07-01', placeName: 'Bergen', freeSeats: 4 }],
        }
      : { status: 200, body: ENROLLED },
  );
  const changed = show(true);
  fireEvent.click(screen.getByRole('button', { name: 'Swap First aid' }));
  const dialog = screen.getByRole('dialog');
  const select = await within(dialog).findByLabelText('Swap to');
  expect(within(dialog).getByRole('button', { name: 'Swap' }).hasAttribute('disabled')).toBe(true);
  fireEvent.change(select, { target: { value: '71' } });
  expect(within(dialog).getByRole('status').textContent).toContain('Swap First aid for First aid · 01.07.2026 · Bergen?');
  fireEvent.click(within(dialog).getByLabelText(/Ignore the cancellation rules/));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Swap' }));
  expect(await screen.findByText('The course is swapped.')).toBeTruthy();
  expect(calls[0]).toMatchObject({ body: { licenseId: 70 } });
  expect(calls[1]).toMatchObject({
    method: 'POST',
    url: '/api/reports/data/atriumusersearch/courseProgram/swapClassroomCourse/swap',
    body: { licenseId: 70, swapToClassroomCourseId: 71, ignoreCancellationRules: true },
  });
  expect(changed).toHaveBeenCalled();
});

test('shows the refusal the service answers with', async () => {
  calls = fakeApi((call) =>
    call.url.endsWith('availableClassroomCourses')
      ? { status: 200, body: [{ id: 71, courseId: 7, name: 'First aid', startDate: null, placeName: null, freeSeats: null }] }
      : { status: 409, body: { message: 'courseProgram.swap.cancellationRules' } },
  );
  show(true);
  fireEvent.click(screen.getByRole('button', { name: 'Swap First aid' }));
  fireEvent.change(await screen.findByLabelText('Swap to'), { target: { value: '71' } });
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Swap' }));
  expect(await screen.findByText(/The cancellation rules stop this swap/)).toBeTruthy();
});

test("a PENDING enrolment's classroom course takes a seat on a date of that course, chosen in the dialog", async () => {
  const pending: CourseProgramEnrollment = {
    ...ENROLLED,
    status: 'PENDING',
    courses: [{ ...ENROLLED.courses[0]!, licenseId: null, licenseState: 'none', startDate: null, swappable: false }, ENROLLED.courses[1]!],
  };
  calls = fakeApi((call) =>
    call.url.endsWith('/instances')
      ? {
          status: 200,
          body: [
            { id: 71, courseId: 7, name: 'First aid', startDate: '2026-07-01', placeName: 'Bergen', freeSeats: 4 },
            { id: 90, courseId: 9, name: 'Another course', startDate: '2026-07-02', placeName: null, freeSeats: null },
          ],
        }
      : { status: 200, body: ENROLLED },
  );
  const changed = jest.fn();
  render(
    <>
      <CourseProgramTable enrollments={[pending]} ongoing onChanged={changed} />
      <ToastHost />
    </>,
  );
  expect(screen.queryByRole('button', { name: 'Choose a seat on Fire safety' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Choose a seat on First aid' }));
  const dialog = screen.getByRole('dialog');
  const select = await within(dialog).findByLabelText('Course date');
  expect(within(select as HTMLElement).queryByText(/Another course/)).toBeNull();
  fireEvent.change(select, { target: { value: '71' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Book the seat' }));
  expect(await screen.findByText('The seat is booked.')).toBeTruthy();
  expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/reports/data/courseprograms/2/instances' });
  expect(calls[1]).toMatchObject({
    method: 'POST',
    url: '/api/reports/data/atriumusersearch/user/courseProgram/enrollments/5/seat',
    body: { classroomCourseId: 7, instanceId: 71 },
  });
  expect(changed).toHaveBeenCalledWith(expect.objectContaining({ status: 'ENROLLED' }));
});
