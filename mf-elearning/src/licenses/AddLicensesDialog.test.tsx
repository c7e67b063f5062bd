import { ToastHost } from '@atrium/shared-ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ApiCall, fakeApi, makeCustomer } from '@atrium/shared-ui/testing';
import { AddLicensesDialog } from './AddLicensesDialog';

const CARL = { id: 4, uuid: '00000000-0000-4000-8000-000000000004', firstname: 'Carl', lastname: 'Company' };
const SVEN = { id: 5, uuid: '00000000-0000-4000-8000-000000000005', firstname: 'Sven', lastname: 'Svensson' };
let calls: ApiCall[];

beforeEach(() => {
  calls = fakeApi(({ method, url }) => {
    if (url.startsWith('/api/users/data/users/search')) return { status: 200, body: [CARL, SVEN] };
    if (url.startsWith('/api/company/data/customers')) return { status: 200, body: [makeCustomer(2, 'Nordsjø Energi AS')] };
    if (method === 'POST') return { status: 200, body: { created: [], alreadyLicensed: [5] } };
    return { status: 404 };
  });
});

async function choose(label: string, typed: string, option: string) {
  fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

test('people are given a license each, bought for the customer picked with them, and told who already had one', async () => {
  const onAdded = jest.fn();
  render(
    <>
      <AddLicensesDialog courseId={4} open onClose={jest.fn()} onAdded={onAdded} />
      <ToastHost />
    </>,
  );
  const dialog = screen.getByRole('dialog');
  expect((within(dialog).getByRole('button', { name: 'Give 0 licenses' }) as HTMLButtonElement).disabled).toBe(true);

  await choose('Person', 'ca', 'Carl Company');
  await choose('Bought for customer', 'no', 'Nordsjø Energi AS');
  fireEvent.click(screen.getByRole('button', { name: 'Add to the list' }));
  await choose('Person', 'sv', 'Sven Svensson');
  fireEvent.click(screen.getByRole('button', { name: 'Add to the list' }));
  expect(screen.getByRole('list', { name: 'People who get a license' }).textContent).toContain('Carl Company, for Nordsjø Energi AS');

  fireEvent.click(screen.getByRole('button', { name: 'Give 2 licenses' }));
  await waitFor(() => expect(onAdded).toHaveBeenCalled());
  expect(calls.find((call) => call.method === 'POST')).toEqual({
    method: 'POST',
    url: '/api/elearning/data/license/ecourse/4',
    body: {
      usersWithCustomer: [
        { userId: 4, customerId: 2 },
        { userId: 5, customerId: 2 },
      ],
      sendEmailNotification: true,
      sendSmsNotification: false,
    },
  });
  expect(await screen.findByText('Already holding a license, so none added: Sven Svensson')).toBeTruthy();
});
