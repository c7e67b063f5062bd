import type { RemoteScormCustomer } from '@atrium/elearning-contract';
import { ToastHost } from '@atrium/shared-ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Answer, type ApiCall, fakeApi, makeCustomer } from '@atrium/shared-ui/testing';
import { RemoteScormPanel } from './RemoteScormPanel';

const PATH = '/api/elearning/data/ecourses/7/remoteScormCustomers';
const ACME: RemoteScormCustomer = {
  customerId: 3,
  customerName: 'Acme AS',
  maxLearners: 50,
  learners: 12,
  added: '2026-03-01T10:00:00.000Z',
};
const UNNAMED: RemoteScormCustomer = {
  customerId: 4,
  customerName: null,
  maxLearners: null,
  learners: 0,
  added: '2026-04-15T08:00:00.000Z',
};
const NORDSJO: RemoteScormCustomer = {
  customerId: 5,
  customerName: 'Nordsjø Energi AS',
  maxLearners: 20,
  learners: 0,
  added: '2026-05-02T09:00:00.000Z',
};
const NO_PACKAGE = 'This course has no course package yet: the customers’ learners can start it only once it has one.';

let calls: ApiCall[];
/** What a change is answered with instead of the new list, to fail it. */
let refusal: Answer | null;

beforeEach(() => {
  refusal = null;
  calls = fakeApi(({ method, url, body }) => {
    if (url.startsWith('/api/company/data/customers')) return { status: 200, body: [makeCustomer(5, 'Nordsjø Energi AS')] };
    if (method !== 'GET' && refusal) return refusal;
    if (method === 'POST' && url === PATH) return { status: 200, body: [ACME, UNNAMED, NORDSJO] };
    if (method === 'PUT') return { status: 200, body: [{ ...ACME, ...(body as object) }, UNNAMED] };
    if (method === 'DELETE') return { status: 200, body: [UNNAMED] };
    return { status: 200, body: [ACME, UNNAMED] };
  });
});

const changes = () => calls.filter((call) => call.method !== 'GET');

function renderPanel(hasPackage = true) {
  return render(
    <>
      <RemoteScormPanel ecourseId={7} hasPackage={hasPackage} />
      <ToastHost />
    </>,
  );
}

async function rowOf(name: string): Promise<HTMLElement> {
  const cell = await screen.findByRole('cell', { name });
  return cell.closest('tr') as HTMLElement;
}

test('lists the customers with their learners against the limit and the day they were added; a customer without a name shows its id', async () => {
  renderPanel();
  const acme = await rowOf('Acme AS');
  expect(within(acme).getByText('12 of 50')).toBeTruthy();
  expect(within(acme).getByText('01.03.2026')).toBeTruthy();
  const unnamed = await rowOf('#4');
  expect(within(unnamed).getByText('0, no limit')).toBeTruthy();
  expect(screen.getByRole('columnheader', { name: 'Learners' })).toBeTruthy();
  expect(calls[0]).toEqual({ method: 'GET', url: PATH, body: undefined });
  expect(screen.queryByText(NO_PACKAGE)).toBeNull();
});

test('each customer has a download of both versions of its package', async () => {
  renderPanel();
  const scorm12 = await screen.findByRole('link', { name: 'SCORM 1.2 package for Acme AS' });
  const scorm2004 = screen.getByRole('link', { name: 'SCORM 2004 3rd edition package for #4' });
  expect(scorm12.getAttribute('href')).toBe(`/api/elearning/web/data/ecourses/7/remoteScormCustomers/3/package/12`);
  expect(scorm2004.getAttribute('href')).toBe(`/api/elearning/web/data/ecourses/7/remoteScormCustomers/4/package/2004`);
  expect(scorm12.hasAttribute('download')).toBe(true);
});

test('a course without a package still hands out the packages, and says the learners cannot start it yet', async () => {
  renderPanel(false);
  expect(await screen.findByRole('link', { name: 'SCORM 1.2 package for Acme AS' })).toBeTruthy();
  expect(screen.getByText(NO_PACKAGE)).toBeTruthy();
});

test('says so when no customer plays the course from their LMS', async () => {
  fakeApi(() => ({ status: 200, body: [] }));
  renderPanel();
  expect(await screen.findByText('No customer plays this course from their own LMS yet.')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
});

test('a customer is added with its limit, and the answer replaces the list', async () => {
  renderPanel();
  await rowOf('Acme AS');
  fireEvent.change(screen.getByRole('combobox', { name: 'Customer' }), { target: { value: 'no' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Nordsjø Energi AS' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Max learners' }), { target: { value: '20' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add customer' }));
  expect(await screen.findByText('The customer was added')).toBeTruthy();
  expect(changes()).toEqual([{ method: 'POST', url: PATH, body: { customerId: 5, maxLearners: 20 } }]);
  expect(within(await rowOf('Nordsjø Energi AS')).getByText('0 of 20')).toBeTruthy();
  expect((screen.getByRole('textbox', { name: 'Max learners' }) as HTMLInputElement).value).toBe('');
});

test.each(['0', '2.5', 'ten', '1000001'])(
  'max learners %s is refused in the browser with the field message, and nothing is sent',
  async (typed) => {
    renderPanel();
    await rowOf('Acme AS');
    fireEvent.change(screen.getByRole('textbox', { name: 'Max learners' }), { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Add customer' }));
    expect(screen.getByText('Give a whole number from 1 to 1000000, or leave empty for no limit')).toBeTruthy();
    expect(screen.getByText('Choose a customer')).toBeTruthy();
    expect(changes()).toHaveLength(0);
  },
);

test('a limit is changed in its row, and emptied for no limit', async () => {
  renderPanel();
  const limit = (await screen.findByRole('textbox', { name: 'Max learners of Acme AS' })) as HTMLInputElement;
  expect(limit.value).toBe('50');
  fireEvent.change(limit, { target: { value: '-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the max learners of Acme AS' }));
  expect(within(await rowOf('Acme AS')).getByText('Give a whole number from 1 to 1000000, or leave empty for no limit')).toBeTruthy();
  expect(changes()).toHaveLength(0);

  fireEvent.change(limit, { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the max learners of Acme AS' }));
  expect(await screen.findByText('Max learners saved')).toBeTruthy();
  expect(changes()).toEqual([{ method: 'PUT', url: `${PATH}/3`, body: { maxLearners: null } }]);
  expect(within(await rowOf('Acme AS')).getByText('12, no limit')).toBeTruthy();
});

test('a limit the server refuses shows its field message at the field and in the failure toast', async () => {
  refusal = {
    status: 400,
    body: { error: 'Bad Request', message: 'Invalid body', fields: { 'body.maxLearners': 'Below the 12 learners already playing' } },
  };
  renderPanel();
  fireEvent.change(await screen.findByRole('textbox', { name: 'Max learners of Acme AS' }), { target: { value: '5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the max learners of Acme AS' }));
  expect(await screen.findByText('Could not save: Below the 12 learners already playing')).toBeTruthy();
  expect(within(await rowOf('Acme AS')).getByText('Below the 12 learners already playing')).toBeTruthy();
  expect(within(await rowOf('Acme AS')).getByText('12 of 50')).toBeTruthy();
});

test('a new link asks first, since packages downloaded before stop working, and is made only once confirmed', async () => {
  renderPanel();
  fireEvent.click(await screen.findByRole('button', { name: 'New link for Acme AS' }));
  const question = await screen.findByRole('dialog', { name: 'New link for Acme AS?' });
  expect(question.textContent).toContain('The packages downloaded for Acme AS before stop working. Download the packages again');
  fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(changes()).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'New link for Acme AS' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make a new link' }));
  expect(await screen.findByText('New link made: download the packages again')).toBeTruthy();
  expect(changes()).toEqual([{ method: 'POST', url: `${PATH}/3/newToken`, body: undefined }]);
});

test('removing a customer asks first, telling that the licenses and progress stay', async () => {
  renderPanel();
  fireEvent.click(await screen.findByRole('button', { name: 'Remove Acme AS' }));
  const question = await screen.findByRole('dialog', { name: 'Remove Acme AS?' });
  expect(question.textContent).toContain('Their learners keep their licenses and the progress they have made.');
  fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(changes()).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'Remove Acme AS' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('The customer was removed')).toBeTruthy();
  expect(changes()).toEqual([{ method: 'DELETE', url: `${PATH}/3`, body: undefined }]);
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Acme AS' })).toBeNull());
});

test('a failed change says so and keeps the list', async () => {
  refusal = { status: 500, body: { error: 'Internal Server Error', message: 'Database unavailable' } };
  renderPanel();
  fireEvent.click(await screen.findByRole('button', { name: 'Remove Acme AS' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('Could not save: Database unavailable')).toBeTruthy();
  expect(screen.getByRole('cell', { name: 'Acme AS' })).toBeTruthy();
});
