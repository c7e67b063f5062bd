import { render, screen, within } from '@testing-library/react';
import { fakeApi, signInAs } from '@atrium/shared-ui/testing';
import { OrdersTab } from './OrdersTab';
import './person-tab-messages';

beforeEach(() => {
  signInAs('atrium');
  fakeApi(() => ({
    status: 200,
    body: [
      {
        id: 42,
        created: '2026-05-06T08:30:00.000Z',
        status: 'invoiced',
        customerId: 1,
        yourReference: 'PO-7',
        currency: 'NOK',
        purchaser: false,
        netTotal: 99000,
        lines: [{ title: 'Working at heights', courseType: 'ECOURSE', quantity: 1, netPrice: 99000, forPerson: true }],
      },
    ],
  }));
});

test('lists the person’s orders with their lines and status', async () => {
  render(<OrdersTab userId={11} />);
  const table = await screen.findByRole('table', { name: 'Orders' });
  expect(within(table).getByText('PO-7')).toBeTruthy();
  expect(within(table).getByText('Invoiced')).toBeTruthy();
  expect(within(table).getByText('Is a learner on it')).toBeTruthy();
  expect(within(table).getByText('1 × Working at heights (for this person)')).toBeTruthy();
});
