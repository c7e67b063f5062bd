import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastHost } from '@atrium/shared-ui';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import InstructorListPage from './InstructorListPage';

const INSTRUCTORS = [
  { userId: 3, name: 'Ingrid Instruktør', instructorRole: 'instructor' },
  { userId: 7, name: 'Erik Ekstern', instructorRole: 'instructor_external' },
  { userId: 8, name: 'Anna Berg', instructorRole: 'instructor' },
];
const KARI = { id: 11, uuid: '00000000-0000-4000-8000-000000000011', firstname: 'Kari', lastname: 'Nordmann' };

let calls: ApiCall[];
let listed: typeof INSTRUCTORS;
let searchAnswer: { hits: (typeof KARI)[]; total: number };

beforeEach(() => {
  signInAs('staff');
  listed = INSTRUCTORS;
  searchAnswer = { hits: [KARI], total: 1 };
  calls = fakeApi(({ method, url }) => {
    if (url.endsWith('/users/roles/instructor')) return { status: 200, body: ['instructor', 'instructor_external'] };
    if (url.includes('/usersearch')) return { status: 200, body: searchAnswer };
    if (method === 'POST') {
      listed = [...INSTRUCTORS, { userId: 11, name: 'Kari Nordmann', instructorRole: 'instructor_external' }];
      return { status: 200, body: { added: true } };
    }
    return { status: 200, body: listed };
  });
});

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

test('lists instructors by name, filters by name and sorts the other way', async () => {
  render(<InstructorListPage />);
  await screen.findByText('Anna Berg');
  expect(names()).toEqual(['Anna Berg', 'Erik Ekstern', 'Ingrid Instruktør']);
  expect(screen.getByRole('row', { name: /Erik Ekstern/ }).textContent).toContain('External instructor');

  fireEvent.click(screen.getByRole('button', { name: 'Name' }));
  expect(names()).toEqual(['Ingrid Instruktør', 'Erik Ekstern', 'Anna Berg']);
  expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');

  fireEvent.change(screen.getByLabelText('Filter by name'), { target: { value: 'ER' } });
  expect(names()).toEqual(['Erik Ekstern', 'Anna Berg']);
  fireEvent.change(screen.getByLabelText('Filter by name'), { target: { value: 'zz' } });
  expect(screen.getByText('No instructors match the filter.')).toBeTruthy();
});

async function openDialog() {
  render(
    <>
      <InstructorListPage />
      <ToastHost />
    </>,
  );
  await screen.findByText('Anna Berg');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add instructor' }).getAttribute('aria-disabled')).not.toBe('true'));
  fireEvent.click(screen.getByRole('button', { name: 'Add instructor' }));
  return screen.getByRole('dialog', { name: 'Add instructor' });
}

test('adds an instructor: role, search, pick, a confirmation naming the person, then the list shows them', async () => {
  const dialog = await openDialog();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add instructor' }));
  expect(within(dialog).getByRole('alert').textContent).toBe('Choose an instructor role and a person first.');

  fireEvent.change(within(dialog).getByLabelText(/Instructor role/), { target: { value: 'instructor_external' } });
  fireEvent.change(within(dialog).getByLabelText('Search for a person'), { target: { value: 'kari' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
  fireEvent.click(await within(dialog).findByLabelText('Kari Nordmann'));
  expect(calls.find((call) => call.url.includes('/usersearch'))?.url).toBe('/api/users/web/data/instructor/usersearch?q=kari');

  fireEvent.click(within(dialog).getByRole('button', { name: 'Add instructor' }));
  const confirm = screen.getAllByRole('dialog').at(-1)!;
  expect(confirm.textContent).toContain('Make Kari Nordmann an instructor with the role "External instructor"?');
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  fireEvent.click(within(confirm).getByRole('button', { name: 'Add instructor' }));

  expect(await screen.findByText('Kari Nordmann is now an instructor.')).toBeTruthy();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([
    { method: 'POST', url: '/api/users/web/data/instructor/add', body: { userId: 11, instructorRole: 'instructor_external' } },
  ]);
  await waitFor(() => expect(names()).toContain('Kari Nordmann'));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('says when nobody matches, when there are too many, and asks for 2 characters', async () => {
  const dialog = await openDialog();
  const searchFor = (q: string) => {
    fireEvent.change(within(dialog).getByLabelText('Search for a person'), { target: { value: q } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
  };
  searchFor('k');
  expect(calls.some((call) => call.url.includes('/usersearch'))).toBe(false);

  searchAnswer = { hits: [], total: 0 };
  searchFor('nobody');
  expect(await within(dialog).findByText('Nobody matches the search.')).toBeTruthy();

  searchAnswer = { hits: [KARI], total: 250 };
  searchFor('a b');
  expect(await within(dialog).findByText('250 people match; the first 200 are shown. Narrow the search.')).toBeTruthy();
});
