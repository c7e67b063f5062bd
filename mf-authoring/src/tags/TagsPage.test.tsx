import { toast } from '@atrium/shared-ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ApiCall, fakeApi, signInFor } from '@atrium/shared-ui/testing';
import TagsPage from './TagsPage';

let calls: ApiCall[];

beforeEach(() => {
  jest.spyOn(toast, 'success');
  signInFor({ customerId: 1, customerName: 'Atrium Kurs AS' }, 'staff');
  calls = fakeApi((call) => {
    if (call.url.includes('/elearningpackage/customer')) return { status: 200, body: { customerId: 1, defaultLocale: 'en_US' } };
    if (call.url.includes('/usages')) return { status: 200, body: { tasks: 2, lessons: 1 } };
    if (call.method === 'DELETE') return { status: 204, body: null };
    if (call.method === 'POST') return { status: 200, body: [] };
    return { status: 200, body: [{ id: 7, name: 'ladder', usages: 3 }] };
  });
});

test('§5: deleting a tag asks first, naming how often it is used', async () => {
  render(<TagsPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete ladder' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('The tag ladder is used 3 times. Delete it?')).toBeTruthy();
  expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('kpg.tags.deleted'));
  expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith('/tags/7'))).toBe(true);
});

test('§5: a tag search waits for 2 characters; comma-separated input is sent as one', async () => {
  render(<TagsPage />);
  fireEvent.change(await screen.findByLabelText('Search tags (at least 2 characters)'), { target: { value: 'l' } });
  expect(await screen.findByText('Type at least 2 characters.')).toBeTruthy();
  expect(calls.some((call) => call.url.includes('search=l'))).toBe(false);
  fireEvent.change(screen.getByLabelText('Tags, separated by commas'), { target: { value: 'roof, scaffold' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add tags' }));
  await screen.findByRole('button', { name: 'Delete ladder' });
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ names: 'roof, scaffold' });
});
