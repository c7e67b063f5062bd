import type { ClassroomLicense, ClassroomLicenseListResponse, LicenseInstance } from '@atrium/classroom-contract';
import { toast, ToastHost } from '@atrium/shared-ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ApiCall, fakeApi, signInFor } from '@atrium/shared-ui/testing';
import ClcourseLicensesPage from './ClcourseLicensesPage';

const NORDSJO = { customerId: 2, customerName: 'Nordsjø Energi AS' };

const license = (id: number, name: string, fields: Partial<ClassroomLicense> = {}): ClassroomLicense => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  cliId: 31,
  userId: 10 + id,
  name,
  customerId: 2,
  status: 'enrolled',
  derivedStatus: 'notStarted',
  courseState: 'upcoming',
  startDate: '2026-07-01',
  endDate: '2026-07-02',
  approved: null,
  cancelled: false,
  cancellationFee: 0,
  asPartOfCourseProgram: false,
  created: '2026-05-01T10:00:00.000Z',
  ...fields,
});

const held = { cliId: 30, startDate: '2026-03-10', endDate: '2026-03-10', courseState: 'finished' as const };
const LICENSES = [
  license(1, 'Ada Admin', { ...held, status: 'approved', derivedStatus: 'approved', approved: '2026-03-10' }),
  license(2, 'Berit Bakke', { ...held, derivedStatus: 'started' }),
  license(3, 'Carl Company', { ...held, status: 'absent', derivedStatus: 'absent' }),
  license(4, 'Dina Dahl', { status: 'cancelled', derivedStatus: 'cancelled', cancelled: true }),
  license(5, 'Erik Eng', { derivedStatus: 'courseCancelled', courseState: 'cancelled', cancelled: true, cliId: 32 }),
  license(6, 'Frida Fjell', { asPartOfCourseProgram: true }),
  license(7, 'Geir Gran', { cancellationFee: 120000 }),
];

const instance = (id: number, fields: Partial<LicenseInstance>): LicenseInstance => ({
  id,
  startDate: '2026-07-01',
  endDate: '2026-07-02',
  courseState: 'upcoming',
  maxParticipants: 16,
  attendees: 4,
  reservedSeats: 1,
  seatsAvailable: 11,
  ...fields,
});
const INSTANCES = [
  instance(30, { startDate: '2026-03-10', endDate: '2026-03-10', courseState: 'finished' }),
  instance(31, {}),
  instance(32, { startDate: '2026-09-01', endDate: '2026-09-01', courseState: 'cancelled' }),
];

let calls: ApiCall[];
let total: number;

beforeEach(() => {
  jest.useFakeTimers({
    now: new Date(2026, 5, 15, 12),
    doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'],
  });
  signInFor(NORDSJO, 'staff');
  total = LICENSES.length;
  jest.spyOn(toast, 'success');
  calls = fakeApi(({ method, url, body }) => {
    if (url.startsWith('/api/company')) return { status: 200, body: [{ id: 2, name: 'Nordsjø Energi AS' }] };
    if (url.startsWith('/api/users/data/users/search'))
      return { status: 200, body: [{ id: 8, uuid: '00000000-0000-4000-8000-000000000008', firstname: 'Hege', lastname: 'Holm' }] };
    if (method === 'POST') return { status: 200, body: { created: [license(8, 'Hege Holm')], alreadyLicensed: [] } };
    if (method === 'PUT') {
      const ids = (body as { ids: number[] }).ids;
      return { status: 200, body: LICENSES.filter((l) => ids.includes(l.id)) };
    }
    const answer: ClassroomLicenseListResponse = {
      classroomCourseId: 9,
      courseName: 'Varme arbeider',
      instances: INSTANCES,
      licenses: LICENSES,
      total,
      limited: total > LICENSES.length,
    };
    return { status: 200, body: answer };
  });
});

afterEach(async () => {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function openPage() {
  render(
    <>
      <ClcourseLicensesPage courseId={9} />
      <ToastHost />
    </>,
  );
  await screen.findByText('Licenses: Varme arbeider');
  await screen.findByText('Geir Gran');
}

const select = (name: string) => fireEvent.click(screen.getByLabelText(`Select ${name}`));
const puts = () => calls.filter((call) => call.method === 'PUT');

test('shows each participant’s derived status and course days from the classroom service’s one call', async () => {
  await openPage();
  for (const text of ['Approved 10.03.2026', 'Started 10.03.2026', 'Absent', 'Cancelled', 'Course cancelled', 'Not started']) {
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  }
  expect(screen.getAllByText('10.03.2026').length).toBe(3);
  expect(screen.getAllByText('01.07.2026–02.07.2026').length).toBeGreaterThan(0);
  expect(calls.filter((call) => call.url.startsWith('/api/classroom')).map((call) => call.url)).toEqual([
    '/api/classroom/license/clcourse/9',
  ]);
});

test('offers the six filters and asks the filtered list; the Excel link carries the filter and sort', async () => {
  await openPage();
  const options = [...(screen.getByLabelText('Show') as HTMLSelectElement).options].map((option) => option.value);
  expect(options).toEqual(['all', 'completed', 'started', 'notStarted', 'cancelled', 'notCompleted']);
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'started' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'completed' } });
  });
  await waitFor(() =>
    expect(calls.map((call) => call.url)).toContain('/api/classroom/web/license/clcourse/9?filter=started&sort=completed'),
  );
  expect(screen.getByRole('link', { name: 'Download Excel' }).getAttribute('href')).toBe(
    '/api/classroom/web/license/clcourse/excel/9?filter=started&sort=completed',
  );
});

test('says there are too many when more participants match than are shown', async () => {
  total = 412;
  await openPage();
  expect((await screen.findByTestId('license-limited')).textContent).toBe(
    'There are too many licenses to show: showing the first 7 of 412. Narrow the filter to see the others.',
  );
});

test('approves the selected participants at today unless another day is chosen', async () => {
  await openPage();
  select('Berit Bakke');
  fireEvent.click(screen.getByRole('button', { name: 'Mark as approved' }));
  await waitFor(() =>
    expect(puts()).toEqual([
      { method: 'PUT', url: '/api/classroom/data/licenses/clcourses/setlicensesapproved', body: { ids: [2], date: '2026-06-15' } },
    ]),
  );
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('notification.settodone', { count: 1 }));
});

test('cancelling with a fee asks twice and tells the server the fee was accepted', async () => {
  await openPage();
  select('Geir Gran');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel licenses' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel licenses' }));
  expect(screen.getByRole('dialog').textContent).toMatch(/costs NOK\s1,200\.00/);
  expect(puts()).toEqual([]);
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept the fee and cancel' }));
  await waitFor(() =>
    expect(puts()).toEqual([
      { method: 'PUT', url: '/api/classroom/data/licenses/clcourses/cancel', body: { ids: [7], acceptCancellationFee: true } },
    ]),
  );
});

test('cancelling without a fee asks once and accepts no fee', async () => {
  await openPage();
  select('Berit Bakke');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel licenses' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel licenses' }));
  await waitFor(() =>
    expect(puts()).toEqual([
      { method: 'PUT', url: '/api/classroom/data/licenses/clcourses/cancel', body: { ids: [2], acceptCancellationFee: false } },
    ]),
  );
});

test('a course-programme participant cannot be cancelled', async () => {
  await openPage();
  select('Frida Fjell');
  expect((screen.getByRole('button', { name: 'Cancel licenses' }) as HTMLButtonElement).disabled).toBe(true);
});

test('company admins only read: no approving, cancelling or adding', async () => {
  signInFor(NORDSJO, 'companyadmin');
  await openPage();
  expect(screen.getByRole('link', { name: 'Ada Admin' }).getAttribute('href')).toBe('/my-company/users/11');
  for (const name of ['Mark as approved', 'Cancel licenses', 'Add users']) expect(screen.queryByRole('button', { name })).toBeNull();
});

test('adds users to a chosen instance that is not cancelled, showing its free seats', async () => {
  await openPage();
  fireEvent.click(screen.getByRole('button', { name: 'Add users' }));
  const dialog = screen.getByRole('dialog');
  const instanceChoice = within(dialog).getByLabelText(/Course instance/) as HTMLSelectElement;
  expect([...instanceChoice.options].map((option) => option.textContent)).toEqual([
    'Choose an instance',
    '10.03.2026, 11 seats free',
    '01.07.2026–02.07.2026, 11 seats free',
  ]);
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Person' }), { target: { value: 'he' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Hege Holm' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add to the list' }));
  const submit = within(dialog).getByRole('button', { name: 'Give 1 licenses' }) as HTMLButtonElement;
  expect(submit.disabled).toBe(true);
  fireEvent.change(instanceChoice, { target: { value: '31' } });
  fireEvent.click(submit);
  await waitFor(() =>
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/classroom/data/license/clcourse/9',
      body: { cliId: 31, usersWithCustomer: [{ userId: 8, customerId: null }], sendEmailNotification: true },
    }),
  );
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('license.add.done', { count: 1 }));
});
