import type { EcourseLicense } from '@atrium/elearning-contract';
import { toast } from '@atrium/shared-ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ApiCall, fakeApi, signInFor } from '@atrium/shared-ui/testing';
import { cancelSteps } from './cancel-steps';
import EcourseLicensesPage from './EcourseLicensesPage';

const NORDSJO = { customerId: 2, customerName: 'Nordsjø Energi AS' };

const license = (id: number, name: string, fields: Partial<EcourseLicense> = {}): EcourseLicense => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  userId: 10 + id,
  remoteLearnerId: null,
  name,
  customerId: 2,
  started: null,
  completed: null,
  approved: null,
  cancelled: false,
  notPassed: false,
  cancellationFee: 0,
  asPartOfCourseProgram: false,
  ...fields,
});

const LICENSES = [
  license(1, 'Ada Admin'),
  license(2, 'Berit Bakke', { started: '2026-01-10T09:00:00.000Z' }),
  license(3, 'Carl Company', { started: '2026-01-10T09:00:00.000Z', completed: '2026-02-01T12:00:00.000Z' }),
  license(4, 'Dina Dahl', { cancelled: true }),
  license(5, 'Erik Eng', { notPassed: true, started: '2026-01-12T09:00:00.000Z' }),
  license(6, 'Frida Fjell', { asPartOfCourseProgram: true }),
  license(7, 'Geir Gran', { cancellationFee: 45000 }),
];

let calls: ApiCall[];
let total: number;
let refuse: { status: number; body: unknown } | null;

beforeEach(() => {
  jest.useFakeTimers({
    now: new Date(2026, 5, 15, 12),
    doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'],
  });
  signInFor(NORDSJO, 'atrium');
  total = LICENSES.length;
  refuse = null;
  jest.spyOn(toast, 'success');
  jest.spyOn(toast, 'error');
  calls = fakeApi(({ method, url, body }) => {
    if (url.startsWith('/api/company')) return { status: 200, body: [{ id: 2, name: 'Nordsjø Energi AS' }] };
    if (url.includes('/total/')) return { status: 200, body: { total } };
    if (method === 'PUT') {
      if (refuse) return refuse;
      const ids = (body as { ids: number[] }).ids;
      return { status: 200, body: LICENSES.filter((l) => ids.includes(l.id)) };
    }
    return { status: 200, body: { ecourseId: 9, courseName: 'Varme arbeider', licenses: LICENSES } };
  });
});

afterEach(async () => {
  // Lets the reload that follows a change finish inside act.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function openPage() {
  render(<EcourseLicensesPage courseId={9} />);
  await screen.findByText('Licenses: Varme arbeider');
  await screen.findByText('Geir Gran');
}

const select = (name: string) => fireEvent.click(screen.getByLabelText(`Select ${name}`));
const puts = () => calls.filter((call) => call.method === 'PUT');

test('shows each license’s derived status, with the date for completed and started', async () => {
  await openPage();
  const texts = ['Not started', 'Started 10.01.2026', 'Completed 01.02.2026', 'Cancelled', 'Not passed'];
  for (const text of texts) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  expect(calls.map((call) => call.url)).toEqual(
    expect.arrayContaining(['/api/elearning/license/ecourse/9', '/api/elearning/license/ecourse/total/9']),
  );
});

test('a chosen filter asks the filtered list and its total', async () => {
  await openPage();
  fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'notCompleted' } });
  await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/elearning/web/license/ecourse/9?filter=notCompleted'));
  expect(calls.map((call) => call.url)).toContain('/api/elearning/license/ecourse/total/9?filter=notCompleted');
  const options = [...(screen.getByLabelText('Show') as HTMLSelectElement).options].map((option) => option.value);
  expect(options).toEqual(['all', 'completed', 'started', 'notStarted', 'cancelled', 'notCompleted']);
});

test('says there are too many when more licenses match than are shown', async () => {
  total = 412;
  await openPage();
  expect((await screen.findByTestId('license-limited')).textContent).toBe(
    'There are too many licenses to show: showing the first 7 of 412. Narrow the filter to see the others.',
  );
});

test('the Excel link carries the filter, text and sort', async () => {
  await openPage();
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'cancelled' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'status' } });
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'desc' } });
  });
  expect(screen.getByRole('link', { name: 'Download Excel' }).getAttribute('href')).toBe(
    '/api/elearning/web/license/ecourse/excel/9?filter=cancelled&sort=status&order=desc',
  );
});

test('marks the selected licenses approved at today unless another day is chosen', async () => {
  await openPage();
  select('Ada Admin');
  select('Berit Bakke');
  fireEvent.click(screen.getByRole('button', { name: 'Mark as approved' }));
  await waitFor(() =>
    expect(puts()).toEqual([
      { method: 'PUT', url: '/api/elearning/data/licenses/ecourses/setlicensesapproved', body: { ids: [1, 2], date: '2026-06-15' } },
    ]),
  );
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('notification.settodone', { count: 2 }));

  select('Ada Admin');
  const day = screen.getByLabelText(/Approved on/);
  fireEvent.change(day, { target: { value: '01.03.2026' } });
  fireEvent.blur(day);
  fireEvent.click(screen.getByRole('button', { name: 'Mark as approved' }));
  await waitFor(() => expect(puts().at(-1)?.body).toEqual({ ids: [1], date: '2026-03-01' }));
});

test('cancelling asks once when nothing costs anything to cancel', async () => {
  await openPage();
  select('Ada Admin');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel licenses' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog.textContent).toContain('Cancel 1 licenses?');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel licenses' }));
  await waitFor(() =>
    expect(puts()).toEqual([
      { method: 'PUT', url: '/api/elearning/data/licenses/ecourses/cancel', body: { ids: [1], acceptCancellationFee: false } },
    ]),
  );
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('license.cancellationok', { count: 1 }));
});

test('cancelling asks a second time about the fee when the selected licenses cost something to cancel', async () => {
  await openPage();
  select('Ada Admin');
  select('Geir Gran');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel licenses' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel licenses' }));
  const feeDialog = screen.getByRole('dialog');
  expect(feeDialog.textContent).toMatch(/costs.*450/);
  expect(puts()).toEqual([]);
  fireEvent.click(within(feeDialog).getByRole('button', { name: 'Accept the fee and cancel' }));
  await waitFor(() =>
    expect(puts()).toEqual([
      { method: 'PUT', url: '/api/elearning/data/licenses/ecourses/cancel', body: { ids: [1, 7], acceptCancellationFee: true } },
    ]),
  );
});

test('declining the fee cancels nothing', async () => {
  await openPage();
  select('Geir Gran');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel licenses' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel licenses' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  await act(async () => undefined);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(puts()).toEqual([]);
});

test('a license that is part of a course programme cannot be cancelled', async () => {
  await openPage();
  select('Ada Admin');
  select('Frida Fjell');
  expect((screen.getByRole('button', { name: 'Cancel licenses' }) as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByText(/part of a course programme cannot be cancelled/)).toBeTruthy();
});

test('a refused cancellation shows the server’s message', async () => {
  refuse = { status: 409, body: { error: 'Conflict', message: 'license.notFound' } };
  await openPage();
  select('Ada Admin');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel licenses' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel licenses' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('license.notFound'));
  expect(toast.success).not.toHaveBeenCalled();
});

test('platform admins link each name to the admin user page, company admins to the company application', async () => {
  await openPage();
  expect(screen.getByRole('link', { name: 'Ada Admin' }).getAttribute('href')).toBe('/atriumusersearch/users/11');
  expect(screen.getByRole('button', { name: 'Mark as approved' })).toBeTruthy();
});

test('a remote learner shows with the id their LMS gave, and without a user page', async () => {
  const remote = license(8, 'Lise Lærer', { userId: null, remoteLearnerId: 'lms-100' });
  fakeApi(({ url }) => {
    if (url.startsWith('/api/company')) return { status: 200, body: [{ id: 2, name: 'Nordsjø Energi AS' }] };
    if (url.includes('/total/')) return { status: 200, body: { total: 1 } };
    return { status: 200, body: { ecourseId: 9, courseName: 'Varme arbeider', licenses: [remote] } };
  });
  render(<EcourseLicensesPage courseId={9} />);
  await screen.findByText('Lise Lærer (learner lms-100 in the customer’s LMS)');
  expect(screen.queryByRole('link', { name: /Lise Lærer/ })).toBeNull();
});

test('company admins get the company application’s user page and no approval', async () => {
  signInFor(NORDSJO, 'companyadmin');
  await openPage();
  expect(screen.getByRole('link', { name: 'Ada Admin' }).getAttribute('href')).toBe('/my-company/users/11');
  expect(screen.queryByRole('button', { name: 'Mark as approved' })).toBeNull();
});

test('cancel steps: a fee adds a second confirmation; a course-programme license blocks', () => {
  expect(cancelSteps([LICENSES[0]!])).toEqual({ blocked: false, fee: 0, steps: ['confirm'] });
  expect(cancelSteps([LICENSES[0]!, LICENSES[6]!])).toEqual({ blocked: false, fee: 45000, steps: ['confirm', 'confirmFee'] });
  expect(cancelSteps([LICENSES[5]!]).blocked).toBe(true);
  expect(cancelSteps([]).blocked).toBe(true);
});
