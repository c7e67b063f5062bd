import { render, screen } from '@testing-library/react';
import { fakeApi, signInFor, type ApiCall } from '@atrium/shared-ui/testing';
import OrderConfirmationPage from './OrderConfirmationPage';

const line = (purchaseId: number, title: string, courseType: 'ECOURSE' | 'CLASSROOM', netPrice: number) => ({
  purchaseId,
  courseType,
  courseId: 5,
  instanceId: courseType === 'CLASSROOM' ? 70 : null,
  title,
  quantity: 2,
  unitNetPrice: netPrice / 2,
  listUnitPrice: netPrice / 2,
  discountPercent: 0,
  netPrice,
  userIds: [30, 31],
  approved: false,
  started: false,
  completed: false,
  unapprovedReason: null,
});
const ORDER = {
  orderId: 41,
  customerId: 2,
  purchaserUserId: 4,
  onBehalfOf: null,
  yourReference: 'PO-7',
  locale: 'nb_NO',
  currency: 'NOK',
  vatPercent: 25,
  status: 'placed',
  created: '2026-06-15T10:05:00Z',
  netTotal: 1148000,
  lines: [
    line(12, 'Working at heights', 'ECOURSE', 198000),
    {
      ...line(13, 'First aid', 'CLASSROOM', 900000),
      extras: [{ extraId: 1, name: 'Lunch', quantity: 2, unitNetPrice: 25000, netPrice: 50000 }],
    },
  ],
};

let calls: ApiCall[];

beforeEach(() => {
  signInFor({ customerId: 2, customerName: 'Nordsjø Energi AS' }, 'companyadmin');
  calls = fakeApi(() => ({ status: 200, body: ORDER }));
});

test('confirms the order with its number, lines and totals with VAT in the order’s currency', async () => {
  render(<OrderConfirmationPage kind="order" id={41} />);
  expect(await screen.findByText('Thank you for your order. Your order number is 41.')).toBeTruthy();
  expect(calls[0]!.url).toBe('/api/reports/data/order/v1/41');
  expect(screen.getByRole('link', { name: 'Working at heights' }).getAttribute('href')).toBe('/license/ecourse/5');
  expect(screen.getByText('First aid')).toBeTruthy();
  // The line's course extra under it, counted in the total.
  expect(screen.getByRole('row', { name: /\+ Lunch 2 NOK.250.00 NOK.500.00/ })).toBeTruthy();
  const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ');
  expect([value('Total excluding VAT'), value('VAT 25 %'), value('Total including VAT')]).toEqual([
    'NOK 11,480.00',
    'NOK 2,870.00',
    'NOK 14,350.00',
  ]);
});

test('confirms one purchase of an order', async () => {
  render(<OrderConfirmationPage kind="purchase" id={13} />);
  expect(await screen.findByRole('heading', { name: 'Purchase confirmation' })).toBeTruthy();
  expect(calls[0]!.url).toBe('/api/reports/data/order/v1/purchase/13');
  expect(await screen.findByText('First aid')).toBeTruthy();
  expect(screen.queryByText('Working at heights')).toBeNull();
});

test('shows an error panel for an order it may not see', async () => {
  calls = fakeApi(() => ({ status: 404, body: { error: 'Not Found', message: 'Order not found' } }));
  render(<OrderConfirmationPage kind="order" id={99} />);
  expect(await screen.findByRole('alert')).toBeTruthy();
});
