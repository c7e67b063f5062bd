import type { EcoursePrice, PriceCustomer } from '@atrium/elearning-contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import { PricesTab } from './PricesTab';
import { renderTab } from './TabTestSupport';

const price = (id: number, fromDate: string, toDate: string): EcoursePrice => ({ id, value: 49000, currency: 'NOK', fromDate, toDate });
const ENDED = price(1, '2025-01-01', '2026-06-14');
const CURRENT = price(2, '2026-06-01', '2026-12-31');
const DISCOUNTS: PriceCustomer[] = [{ customerId: 3, customerName: 'Nordsjø Energi AS', discountPercent: 15 }];

let calls: ApiCall[];
let prices: EcoursePrice[];

beforeEach(() => {
  // Today is 15 June 2026; only Date is faked, so React and the fake API run as usual.
  jest.useFakeTimers({
    now: new Date(2026, 5, 15, 12),
    doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'],
  });
  signInAs('staff');
  prices = [ENDED, CURRENT];
  calls = fakeApi(({ method, url, body }) => {
    if (url.endsWith('/priceCustomers')) return { status: 200, body: DISCOUNTS };
    if (method === 'POST') return { status: 201, body: { id: 9, ...(body as object) } };
    if (method === 'DELETE') return { status: 204 };
    return { status: 200, body: prices };
  });
});

afterEach(() => jest.useRealTimers());

/** Types a new price valid from today (the form's default) to `toDate`, as a user would, and adds it. */
async function addPrice(amount: string, toDate: string) {
  renderTab(PricesTab);
  fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: amount } });
  const to = screen.getByLabelText('Valid to');
  fireEvent.change(to, { target: { value: toDate } });
  fireEvent.blur(to);
  fireEvent.click(screen.getByRole('button', { name: 'Add price' }));
}

test('the amount is typed in currency units and sent times 100, with ISO dates', async () => {
  await addPrice('1 234,50', '31.12.2026');
  expect(await screen.findByText('The new price was added')).toBeTruthy();
  expect(calls.find((call) => call.method === 'POST')).toEqual({
    method: 'POST',
    url: '/api/elearning/data/ecourses/7/prices',
    body: { value: 123450, currency: 'NOK', fromDate: '2026-06-15', toDate: '2026-12-31' },
  });
});

test('an end date before the start date is refused with the contract message, before anything is sent', async () => {
  await addPrice('100', '01.01.2026');
  expect(await screen.findByText('The end date must be on or after the start date')).toBeTruthy();
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
});

test('only a price whose end date has not passed can be deleted', async () => {
  renderTab(PricesTab);
  const ended = (await screen.findByText('14.06.2026')).closest('tr')!;
  const current = screen.getByText('31.12.2026').closest('tr')!;
  expect(within(ended).queryByRole('button')).toBeNull();
  fireEvent.click(within(current).getByRole('button', { name: /^Delete price/ }));
  expect(await screen.findByText('The price was deleted')).toBeTruthy();
  expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/elearning/data/ecourses/7/prices/2' });
  expect(screen.getByTestId('no-valid-price')).toBeTruthy();
});

test('warns when no price is valid today', async () => {
  prices = [ENDED, price(3, '2026-07-01', '2026-12-31')];
  renderTab(PricesTab);
  expect((await screen.findByTestId('no-valid-price')).textContent).toContain('No price is valid today');
});

test('no warning while a price is valid today', async () => {
  renderTab(PricesTab);
  await screen.findByText('31.12.2026');
  expect(screen.queryByTestId('no-valid-price')).toBeNull();
});

test('course staff neither see nor ask for customer discounts', async () => {
  renderTab(PricesTab);
  await screen.findByText('31.12.2026');
  expect(screen.queryByText('Customer discounts')).toBeNull();
  expect(calls.some((call) => call.url.includes('priceCustomers'))).toBe(false);
});

test('platform admins see customer discounts with the customer name', async () => {
  signInAs('atrium');
  renderTab(PricesTab);
  expect(await screen.findByText('Nordsjø Energi AS')).toBeTruthy();
  expect(screen.getByText('15 %')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Remove the discount of Nordsjø Energi AS' }));
  await waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/elearning/data/ecourses/7/priceCustomers/3' }));
});
