import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastHost } from '@atrium/shared-ui';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import { navigateToUrl } from 'single-spa';
import UserAdministrationPage from './UserAdministrationPage';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const context = (id: number, name: string, roles: string[], extra = {}) => ({
  customer: { id, name, disabledUserFields: [] as string[] },
  roles,
  workEmail: null,
  workPhone: null,
  employeeNumber: null,
  title: null,
  customerDepartment: null,
  externalId: null,
  apiLockdown: false,
  active: true,
  ...extra,
});
const KARI = {
  id: 11,
  uuid: '00000000-0000-4000-8000-000000000011',
  firstname: 'Kari',
  lastname: 'Nordmann',
  username: 'kari',
  email: 'kari@example.com',
  phone: null,
  locale: 'nb_NO',
  created: '2026-03-04T10:00:00.000Z',
  deleted: false,
  privateCustomer: null,
  contexts: [context(2, 'Nordsjø Energi AS', ['instructor'])],
};
const AUDIT = [
  {
    id: '1',
    at: '2026-05-06T08:30:00.000Z',
    actor: 'Ada Admin',
    action: 'user.update',
    detail: { changed: { lastname: { from: 'Hansen', to: 'Nordmann' } } },
  },
];

let calls: ApiCall[];
let person: typeof KARI;

beforeEach(() => {
  signInAs('atrium');
  person = KARI;
  jest.mocked(navigateToUrl).mockClear();
  calls = fakeApi(({ method, url, body }) => {
    if (url.endsWith('/users/roles/general')) return { status: 200, body: ['instructor', 'eca_admin', 'staff'] };
    if (url.endsWith('/audit')) return { status: 200, body: AUDIT };
    if (url.endsWith('/logins'))
      return { status: 200, body: { logins: [{ at: '2026-05-07T07:00:00.000Z', success: false, browser: 'Firefox' }], error: null } };
    if (method === 'PUT' && url.includes('/user/11')) {
      person = { ...person, ...(body as object) };
      return { status: 200, body: person };
    }
    if (method === 'POST' && url.endsWith('/role')) {
      person = { ...person, contexts: [context(2, 'Nordsjø Energi AS', ['instructor', 'eca_admin'])] };
      return { status: 200, body: person };
    }
    if (method === 'PUT' && url.endsWith('/disabledUserFields')) return { status: 200, body: { customerId: 2, ...(body as object) } };
    if (method === 'PUT' && url.includes('/usercontext/11/2'))
      return { status: 409, body: { error: 'Conflict', message: 'useradmin.locked' } };
    return { status: 200, body: person };
  });
});

const renderPage = (tab: 'profile' | 'logins' | 'orders' = 'profile') =>
  render(
    <>
      <UserAdministrationPage userId={11} tab={tab} />
      <ToastHost />
    </>,
  );

test('shows the person with every tab, their context and roles, and the audit of who changed what', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Kari Nordmann' })).toBeTruthy();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Profile',
    'Courses',
    'Notifications',
    'Logins',
    'Consent',
    'Notes',
    'Safety cards',
    'Orders',
    'Instructor',
    'Cart',
  ]);
  expect(within(screen.getByRole('list', { name: 'Roles at Nordsjø Energi AS' })).getByText('Instructor')).toBeTruthy();
  const audit = await screen.findByRole('table', { name: 'Changes' });
  expect(within(audit).getByText('Ada Admin')).toBeTruthy();
  expect(within(audit).getByText('User fields changed')).toBeTruthy();
  expect(within(audit).getByText('Last name: Hansen → Nordmann')).toBeTruthy();
  expect(within(audit).getByText('06.05.2026', { exact: false })).toBeTruthy();

  fireEvent.click(screen.getByRole('tab', { name: 'Logins' }));
  expect(navigateToUrl).toHaveBeenCalledWith('/atriumusersearch/users/11/logins');
});

test('saves the user fields and shows userUpdated', async () => {
  renderPage();
  const own = await screen.findByRole('form', { name: 'User' });
  fireEvent.change(within(own).getByLabelText('Phone'), { target: { value: '+47 99 99 99 99' } });
  fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
  expect(await screen.findByText('The changes are saved.')).toBeTruthy();
  const put = calls.find((call) => call.method === 'PUT')!;
  expect(put.url).toBe('/api/users/data/atriumusersearch/user/11');
  expect(put.body).toEqual({
    firstname: 'Kari',
    lastname: 'Nordmann',
    email: 'kari@example.com',
    phone: '+47 99 99 99 99',
    locale: 'nb_NO',
  });
});

test('adds a role at a customer and shows a refusal by its message', async () => {
  renderPage();
  fireEvent.change(await screen.findByLabelText('New role at Nordsjø Energi AS'), { target: { value: 'eca_admin' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add role' }));
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Roles at Nordsjø Energi AS' })).getByText('ECA admin')).toBeTruthy());
  expect(calls.find((call) => call.method === 'POST')).toMatchObject({
    url: '/api/users/data/atriumusersearch/role',
    body: { role: 'eca_admin', customer: 2, user: 11 },
  });

  fireEvent.click(within(screen.getByRole('form', { name: 'Fields at Nordsjø Energi AS' })).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('An integration owns these fields; change them there.')).toBeTruthy();
});

test('lists the logins with success and browser', async () => {
  renderPage('logins');
  const table = await screen.findByRole('table', { name: 'Logins' });
  expect(within(table).getByText('Failed')).toBeTruthy();
  expect(within(table).getByText('Firefox')).toBeTruthy();
});

test('shows the no-access page to anyone but a platform admin', () => {
  signInAs('staff');
  renderPage();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No access');
});

test('shows the fields a customer locks as read-only and saves the customer’s locked fields', async () => {
  person = {
    ...KARI,
    contexts: [
      context(2, 'Nordsjø Energi AS', ['instructor'], {
        customer: { id: 2, name: 'Nordsjø Energi AS', disabledUserFields: ['email', 'employeeNumber'] },
      }),
    ],
  };
  renderPage();
  const own = await screen.findByRole('form', { name: 'User' });
  expect(within(own).getByLabelText('E-mail').hasAttribute('readonly')).toBe(true);
  const fields = screen.getByRole('form', { name: 'Fields at Nordsjø Energi AS' });
  expect(within(fields).getByLabelText('Employee number').hasAttribute('readonly')).toBe(true);
  expect(within(fields).getByLabelText('Job title').hasAttribute('readonly')).toBe(false);
  expect(screen.getAllByText('Locked by the customer: E-mail.')).toHaveLength(1);
  const locks = screen.getByRole('form', { name: 'Fields Nordsjø Energi AS locks' });
  fireEvent.click(within(locks).getByLabelText('Phone'));
  fireEvent.click(within(locks).getByRole('button', { name: 'Save locked fields' }));
  expect(await screen.findByText('The locked fields are saved.')).toBeTruthy();
  expect(calls.find((call) => call.method === 'PUT' && call.url.endsWith('/disabledUserFields'))).toMatchObject({
    url: '/api/users/data/atriumusersearch/customer/2/disabledUserFields',
    body: { disabledUserFields: ['email', 'employeeNumber', 'phone'] },
  });
});

test('offers moving each context to another customer, once one is chosen', async () => {
  renderPage();
  expect(await screen.findByRole('combobox', { name: 'Move from Nordsjø Energi AS to' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Move to the customer' }).hasAttribute('disabled')).toBe(true);
});
