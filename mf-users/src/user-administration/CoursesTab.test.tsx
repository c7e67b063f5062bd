import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastHost } from '@atrium/shared-ui';
import { fakeApi, signInAs } from '@atrium/shared-ui/testing';
import type { CourseProgramEnrollment } from '@atrium/reports-contract';
import { CoursesTab } from './CoursesTab';

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
const CANCELLED: CourseProgramEnrollment = { ...ENROLLED, status: 'CANCELLED', ongoing: false };

beforeEach(() => signInAs('atrium'));

test('a cancelled enrolment moves to the finished table and takes the focus its cancel button had', async () => {
  let cancelled = false;
  fakeApi((call) => {
    if (call.url.endsWith('/enrollments/5/cancel')) {
      cancelled = true;
      return { status: 200, body: CANCELLED };
    }
    if (call.url.includes('/courseProgram/enrollments/')) return { status: 200, body: [cancelled ? CANCELLED : ENROLLED] };
    return { status: 200, body: [] };
  });
  render(
    <>
      <CoursesTab userId={11} />
      <ToastHost />
    </>,
  );
  const cancel = await screen.findByRole('button', { name: 'Cancel Offshore starter' });
  cancel.focus();
  fireEvent.click(cancel);
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel the enrolment' }));
  const finished = screen.getByRole('table', { name: 'Finished course programmes' });
  await waitFor(() => expect(within(finished).queryByText('Offshore starter')).not.toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(within(finished).getByText('Offshore starter').closest('tr')));
});
