import type { LicenseReportRow } from '@atrium/company-contract';
import { toast } from '@atrium/shared-ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ApiCall, fakeApi, signInFor } from '@atrium/shared-ui/testing';
import LicenseReportPage from './LicenseReportPage';

const row = (licenseId: number, firstName: string, fields: Partial<LicenseReportRow> = {}): LicenseReportRow => ({
  licenseId,
  licenseUUID: `00000000-0000-4000-8000-${String(licenseId).padStart(12, '0')}`,
  courseType: 'ELEARNING',
  courseId: 5,
  courseTitle: 'Working at heights',
  userId: 10 + licenseId,
  firstName,
  lastName: 'Nordmann',
  created: '2026-01-01T10:00:00.000Z',
  started: null,
  completed: null,
  competenceExpires: null,
  status: 'notStarted',
  cancellationFee: 0,
  asPartOfCourseProgram: false,
  enrollmentId: null,
  reminderSent: null,
  id: `${fields.courseType ?? 'ELEARNING'}-${licenseId}`,
  hotwork: null,
  ...fields,
});

let calls: ApiCall[];
let rows: LicenseReportRow[];

beforeEach(() => {
  jest.useFakeTimers({
    now: new Date(2026, 5, 15, 12),
    doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'],
  });
  signInFor({ customerId: 2, customerName: 'Nordsjø Energi AS' }, 'companyadmin');
  rows = [row(1, 'Ola', { competenceExpires: '2026-08-01', status: 'completed' }), row(2, 'Kari', { cancellationFee: 45000 })];
  jest.spyOn(toast, 'success');
  calls = fakeApi((call) => {
    if (call.url.includes('/departments')) return { status: 200, body: { total: 0, departments: [] } };
    if (call.url.endsWith('/licenses/search')) return { status: 200, body: { licenses: rows, hits: rows.length, limited: false } };
    if (call.url.includes('cmd=sendExpireReminders')) return { status: 200, body: { sent: 1, alreadyReminded: 0 } };
    if (call.url.endsWith('/licenses/cancel')) return { status: 200, body: { cancelled: 1 } };
    return { status: 404, body: {} };
  });
});

afterEach(() => jest.useRealTimers());

const searches = () => calls.filter((call) => call.url.endsWith('/licenses/search'));

test('the expiry reminder searches at once with its default dates, and mails only the selected licenses', async () => {
  render(<LicenseReportPage licenseType="SEND_COURSE_SOON_EXPIRES_REMINDER" />);
  expect(await screen.findByText('Licenses found: 2')).toBeTruthy();
  expect(searches()[0]!.body).toEqual({
    licenseReportType: 'SEND_COURSE_SOON_EXPIRES_REMINDER',
    departments: [],
    classroomOrElearning: 'ALL',
    dateFrom: '2026-06-15',
    dateTo: '2027-06-15',
  });
  const send = screen.getByRole('button', { name: 'Send reminders' });
  fireEvent.click(send);
  expect(calls.some((call) => call.url.includes('cmd='))).toBe(false);
  fireEvent.click(await screen.findByLabelText('Select Ola Nordmann, Working at heights'));
  fireEvent.change(screen.getByLabelText('Message in the reminder'), { target: { value: 'Book now' } });
  fireEvent.click(send);
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('my-company.licenses.expires.remindersSent', { sent: 1, already: 0 }));
  expect(calls.find((call) => call.url.includes('cmd='))).toMatchObject({
    url: '/api/company/data/my-company/licenses?cmd=sendExpireReminders',
    body: { licenseIds: [1], message: 'Book now', repeat: false },
  });
});

test('all licenses start empty; the dates are hidden where the type has none and the course kind shows for not started', async () => {
  const { unmount } = render(<LicenseReportPage licenseType="ALL_LICENSES" />);
  expect(screen.getByText('Choose the filter and search to list the licenses.')).toBeTruthy();
  expect(searches()).toHaveLength(0);
  expect(screen.getByLabelText('From')).toBeTruthy();
  unmount();
  render(<LicenseReportPage licenseType="COURSE_NOT_STARTED" />);
  expect(await screen.findByText('Licenses found: 2')).toBeTruthy();
  expect(screen.queryByLabelText('From')).toBeNull();
  fireEvent.click(screen.getByLabelText('E-learning'));
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(searches()).toHaveLength(2));
  expect(searches()[1]!.body).toMatchObject({ licenseReportType: 'COURSE_NOT_STARTED', classroomOrElearning: 'ELEARNING' });
});

test('cancelling a license with a fee asks twice, then cancels the selected ones', async () => {
  render(<LicenseReportPage licenseType="CANCEL_LICENSE" />);
  fireEvent.click(await screen.findByLabelText('Select Kari Nordmann, Working at heights'));
  fireEvent.click(screen.getByRole('button', { name: 'Cancel licenses' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel licenses' }));
  expect(within(await screen.findByRole('dialog')).getByText(/450/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Accept the fee and cancel' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('license.cancellationok'));
  expect(calls.find((call) => call.url.endsWith('/cancel'))!.body).toEqual({
    licenseIds: [2],
    participantIds: [],
    acceptCancellationFee: true,
  });
});

test("each row's box names the person and the course, so one person's rows are told apart", async () => {
  rows = [row(1, 'Ola'), row(2, 'Ola', { courseType: 'CLASSROOM', courseTitle: 'Hot work' })];
  render(<LicenseReportPage licenseType="CANCEL_LICENSE" />);
  fireEvent.click(await screen.findByLabelText('Select Ola Nordmann, Hot work'));
  expect((screen.getByLabelText('Select Ola Nordmann, Hot work') as HTMLInputElement).checked).toBe(true);
  expect((screen.getByLabelText('Select Ola Nordmann, Working at heights') as HTMLInputElement).checked).toBe(false);
});

test('says when the search is limited to the first 300', async () => {
  rows = Array.from({ length: 300 }, (_, index) => row(index + 1, `P${index}`));
  calls = fakeApi((call) =>
    call.url.includes('/departments')
      ? { status: 200, body: { total: 0, departments: [] } }
      : { status: 200, body: { licenses: rows, hits: 412, limited: true } },
  );
  render(<LicenseReportPage licenseType="COURSE_STARTED" />);
  expect(await screen.findByText('Too many licenses match: showing the first 300 of 412. Narrow the filter to see the rest.')).toBeTruthy();
});

test('a row shows the hot-works record that certifies it: the certificate, else whether completed, and the fire drill', async () => {
  const hotwork = {
    id: 7,
    courseDate: '2026-03-10',
    receivedProofOfFireDrill: false,
    fireDrillDate: null,
    sentToCustomer: false,
    completed: false,
  };
  rows = [
    row(1, 'Ola', {
      courseType: 'CLASSROOM',
      courseTitle: 'Varme arbeider',
      hotwork: { ...hotwork, certificateNumber: 'HW-1003', receivedProofOfFireDrill: true, fireDrillDate: '2026-03-12' },
    }),
    row(1, 'Kari', { hotwork: { ...hotwork, certificateNumber: null } }),
    row(3, 'Per'),
  ];
  render(<LicenseReportPage licenseType="DISPLAY_COURSE_OVERVIEW" />);
  expect(await screen.findByText('Certificate HW-1003, fire drill 12.03.2026')).toBeTruthy();
  expect(screen.getByText('Not completed, fire drill not registered')).toBeTruthy();
  // The classroom seat and the e-learning licence share licence id 1 but are two rows, each selectable alone.
  fireEvent.click(screen.getByLabelText('Select Ola Nordmann, Varme arbeider'));
  expect(screen.getByTestId('license-selected').textContent).toBe('1 selected');
});
