import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastHost } from '@atrium/shared-ui';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import AtriumUserSearchPage from './AtriumUserSearchPage';

const row = (id: number, firstname: string, lastname: string, deleted = false) => ({
  id,
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  firstname,
  lastname,
  username: firstname.toLowerCase(),
  email: `${firstname.toLowerCase()}@example.com`,
  phone: null,
  customers: ['Nordsjø Energi AS'],
  created: '2026-03-04T10:00:00.000Z',
  deleted,
  exactMatch: false,
});
const answer = (items: ReturnType<typeof row>[], total = items.length) => ({ items, total, limited: false, page: 1, pageSize: 50 });

let calls: ApiCall[];
let found: ReturnType<typeof answer>;

beforeEach(() => {
  sessionStorage.clear();
  signInAs('atrium');
  found = answer([row(11, 'Kari', 'Nordmann'), row(12, 'Ola', 'Nordmann', true)]);
  calls = fakeApi(({ method }) => (method === 'GET' ? { status: 200, body: found } : { status: 204 }));
});

const searches = () => calls.filter((call) => call.method === 'GET').map((call) => call.url);

test('searches with the query, shows the people with their customers and dates, and keeps the search for the session', async () => {
  render(<AtriumUserSearchPage />);
  fireEvent.change(screen.getByLabelText('Name, username or e-mail'), { target: { value: 'nordmann' } });
  fireEvent.click(screen.getByLabelText('Include deleted people'));
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('link', { name: 'Nordmann, Kari' })).toHaveProperty('href', 'http://localhost/atriumusersearch/users/11');
  expect(searches()).toEqual([
    '/api/users/data/atriumusersearch/users?q=nordmann&includeDeleted=true&sort=relevance&direction=asc&page=1&pageSize=50',
  ]);
  expect(screen.getByTestId('usersearch-total').textContent).toBe('2 people found.');
  expect(screen.getAllByText('04.03.2026')).toHaveLength(2);
  expect(screen.getByText('Deleted')).toBeTruthy();
  expect(JSON.parse(sessionStorage.getItem('atrium.usersearch')!)).toMatchObject({ form: { q: 'nordmann', includeDeleted: true } });
});

test('runs a stored search of 1 to 49 people again on open', async () => {
  sessionStorage.setItem(
    'atrium.usersearch',
    JSON.stringify({
      form: { q: 'kari', includeDeleted: false, sort: 'name', direction: 'desc', page: 1, pageSize: 50 },
      answer: answer([row(11, 'Kari', 'Nordmann')]),
    }),
  );
  render(<AtriumUserSearchPage />);
  await waitFor(() =>
    expect(searches()).toEqual([
      '/api/users/data/atriumusersearch/users?q=kari&includeDeleted=false&sort=name&direction=desc&page=1&pageSize=50',
    ]),
  );
  expect((screen.getByLabelText('Name, username or e-mail') as HTMLInputElement).value).toBe('kari');
  expect(await screen.findByRole('link', { name: 'Nordmann, Ola' })).toBeTruthy();
});

test('shows a stored search of 50 or more as it was, without searching again', async () => {
  const many = Array.from({ length: 50 }, (_, index) => row(100 + index, `P${index}`, 'Many'));
  sessionStorage.setItem(
    'atrium.usersearch',
    JSON.stringify({
      form: { q: 'many', includeDeleted: false, sort: 'relevance', direction: 'asc', page: 1, pageSize: 50 },
      answer: answer(many, 120),
    }),
  );
  render(<AtriumUserSearchPage />);
  expect(await screen.findByRole('link', { name: 'Many, P0' })).toBeTruthy();
  expect(screen.getByTestId('usersearch-total').textContent).toBe('120 people found.');
  expect(searches()).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  await waitFor(() =>
    expect(searches()).toEqual([
      '/api/users/data/atriumusersearch/users?q=many&includeDeleted=false&sort=relevance&direction=asc&page=2&pageSize=50',
    ]),
  );
});

test('deletes and undeletes a person after confirmation, then searches again', async () => {
  render(
    <>
      <AtriumUserSearchPage />
      <ToastHost />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Kari Nordmann' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog.textContent).toContain('Delete Kari Nordmann? They can no longer sign in');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Kari Nordmann is deleted.')).toBeTruthy();
  expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/users/data/atriumusersearch/users/11');

  fireEvent.click(screen.getByRole('button', { name: 'Undelete Ola Nordmann' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Undelete' }));
  expect(await screen.findByText('Ola Nordmann is back.')).toBeTruthy();
  expect(calls.find((call) => call.method === 'POST')?.url).toBe('/api/users/data/atriumusersearch/users/12/undelete');
  await waitFor(() => expect(searches()).toHaveLength(3));
});

test('shows the no-access page to anyone but a platform admin', () => {
  signInAs('staff');
  render(<AtriumUserSearchPage />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No access');
});
