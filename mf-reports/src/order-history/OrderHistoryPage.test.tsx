import { render, screen, waitFor } from '@testing-library/react';
import { useRouteRegistry } from '@atrium/shared-ui';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import OrderHistoryPage from './OrderHistoryPage';

const ENTRIES = [
  {
    id: 1,
    at: '2026-06-15T10:05:00Z',
    actorUserId: 1,
    actorName: 'Stian Staff',
    entity: 'order',
    entityId: 41,
    action: 'placed',
    detail: { yourReference: 'PO-7' },
  },
  {
    id: 2,
    at: '2026-06-20T09:00:00Z',
    actorUserId: 1,
    actorName: 'Stian Staff',
    entity: 'invoice',
    entityId: 9,
    action: 'posted',
    detail: { number: 12 },
  },
  {
    id: 3,
    at: '2026-06-21T09:00:00Z',
    actorUserId: 2,
    actorName: null,
    entity: 'credit_note',
    entityId: 5,
    action: 'issued',
    detail: { number: 3, disposition: 'REINVOICE', reason: 'Wrong reference' },
  },
];

let calls: ApiCall[];

beforeEach(() => {
  useRouteRegistry.getState().setAreaRoutes('company', [{ name: 'confirmation', pattern: '/confirmation/:orderId' }]);
  calls = fakeApi(() => ({ status: 200, body: { total: 3, entries: ENTRIES } }));
});

test('shows what happened to the order, by whom, read a page at a time from the server', async () => {
  signInAs('staff');
  render(<OrderHistoryPage orderId={41} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'History of order 41' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Order 41' }).getAttribute('href')).toBe('/confirmation/41');
  expect(await screen.findByText('Order placed')).toBeTruthy();
  expect(screen.getByText('Reference: PO-7')).toBeTruthy();
  expect(screen.getByText('Invoice 12')).toBeTruthy();
  expect(screen.getByText('Credit note 3, invoiced again: Wrong reference')).toBeTruthy();
  expect(screen.getAllByText('Stian Staff')).toHaveLength(2);
  expect(screen.getByText('#2')).toBeTruthy();
  await waitFor(() => expect(calls[0]!.url).toBe('/api/reports/data/sales-audit/orders/41?offset=0&limit=50'));
});

test('a company admin gets the no-access page and nothing is asked', () => {
  signInAs('companyadmin');
  render(<OrderHistoryPage orderId={41} />);
  expect(calls).toEqual([]);
  expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
});
