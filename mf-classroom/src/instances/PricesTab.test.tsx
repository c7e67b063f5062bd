import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from '@atrium/shared-ui';
import { type ApiCall, fakeApi, makeCustomer, signInAs } from '@atrium/shared-ui/testing';
import { newInstanceForm } from './instance-form';
import './messages';
import { PricesTab } from './PricesTab';

const url = '/api/classroom/clicourse/8/customerdiscounts';
let calls: ApiCall[];
let writeStatus: number;

beforeEach(() => {
  signInAs('atrium');
  writeStatus = 500;
  jest.spyOn(toast, 'error');
  calls = fakeApi(({ method, url: called }) => {
    if (called.startsWith('/api/company/')) return { status: 200, body: [makeCustomer(2, 'Nordsjø Energi AS')] };
    if (method === 'GET') return { status: 200, body: [{ id: 5, customerId: 3, discountPercent: 10 }] };
    return { status: writeStatus, body: writeStatus === 500 ? { message: 'down' } : { id: 6, customerId: 2, discountPercent: 15 } };
  });
});

afterEach(() => jest.restoreAllMocks());

function renderTab() {
  render(<PricesTab form={newInstanceForm(1, 'nb_NO')} onChange={() => undefined} instanceId={8} />);
}

async function addDiscount() {
  renderTab();
  await screen.findByRole('option', { name: 'Nordsjø Energi AS' });
  fireEvent.change(screen.getByLabelText('Customer'), { target: { value: '2' } });
  fireEvent.change(screen.getByLabelText('Discount (%)'), { target: { value: '15' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add discount' }));
}

test('adds a discount for the chosen customer', async () => {
  writeStatus = 200;
  await addDiscount();
  await waitFor(() =>
    expect(calls.find((call) => call.method === 'POST')).toEqual({ method: 'POST', url, body: { customerId: 2, discountPercent: 15 } }),
  );
  expect(toast.error).not.toHaveBeenCalled();
});

test('a failed add shows an error toast', async () => {
  await addDiscount();
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('instances.discount.addFailed'));
});

test('a percentage the contract refuses is not sent, and says so', async () => {
  renderTab();
  await screen.findByRole('option', { name: 'Nordsjø Energi AS' });
  fireEvent.change(screen.getByLabelText('Customer'), { target: { value: '2' } });
  fireEvent.change(screen.getByLabelText('Discount (%)'), { target: { value: '150' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add discount' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('instances.discount.addFailed'));
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
});

test('a failed removal shows an error toast', async () => {
  renderTab();
  fireEvent.click(await screen.findByRole('button', { name: 'Remove discount for #3' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('instances.discount.removeFailed'));
  expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`${url}/5`);
});
