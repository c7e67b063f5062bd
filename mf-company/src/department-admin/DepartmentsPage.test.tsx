import { toast } from '@atrium/shared-ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ApiCall, fakeApi, signInFor } from '@atrium/shared-ui/testing';
import DepartmentsPage from './DepartmentsPage';

const department = (id: number, name: string, userCount: number) => ({
  id,
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  name,
  customerId: 2,
  userCount,
});

let calls: ApiCall[];

beforeEach(() => {
  signInFor({ customerId: 2, customerName: 'Nordsjø Energi AS' }, 'companyadmin');
  jest.spyOn(toast, 'info');
  calls = fakeApi((call) => {
    if (call.method === 'GET') return { status: 200, body: [department(1, 'Boring', 2), department(2, 'Drift', 0)] };
    if (call.method === 'POST') return { status: 409, body: { error: 'Conflict', message: 'my-company.departments.nameTaken' } };
    if (call.method === 'DELETE') return { status: 200, body: { moved: 2 } };
    return { status: 404, body: {} };
  });
});

test('refuses an empty name before asking, and shows a taken name from the server', async () => {
  render(<DepartmentsPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
  fireEvent.change(screen.getByLabelText('New department'), { target: { value: 'drift' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));
  expect(await screen.findByText('Your company already has a department with this name.')).toBeTruthy();
});

test('a department with people is deleted only after choosing where they move', async () => {
  render(<DepartmentsPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Boring' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  fireEvent.change(within(dialog).getByLabelText('Move its 2 people to', { exact: false }), { target: { value: '2' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(toast.info).toHaveBeenCalledWith('my-company.departments.deleted'));
  expect(calls.find((call) => call.method === 'DELETE')!.url).toBe('/api/company/data/my-company/departments/1?transferTo=2');
});
