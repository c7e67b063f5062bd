import type { ReportCustomer } from '@atrium/elearning-contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import { CustomerTab } from './CustomerTab';
import { renderTab } from './TabTestSupport';

const CUSTOMERS: ReportCustomer[] = [
  { customerId: 3, customerName: 'Nordsjø Energi AS' },
  { customerId: 4, customerName: null },
];

let calls: ApiCall[];

beforeEach(() => {
  signInAs('staff');
  calls = fakeApi(({ method, url }) => {
    if (method === 'DELETE' && url.endsWith('/reportCustomers')) return { status: 200, body: [] };
    if (method === 'DELETE') return { status: 200, body: CUSTOMERS.filter((customer) => !url.endsWith(`/${customer.customerId}`)) };
    return { status: 200, body: CUSTOMERS };
  });
});

const deletes = () => calls.filter((call) => call.method === 'DELETE');

test('removing every customer asks first, and cancelling sends nothing', async () => {
  renderTab(CustomerTab);
  expect(await screen.findByText('Customer 4')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Remove all' }));
  const question = await screen.findByRole('dialog');
  expect(question.textContent).toContain('Remove report access from all 2 customers?');
  fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(deletes()).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'Remove all' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove all' }));
  expect(await screen.findByText('Report access was removed from all customers')).toBeTruthy();
  expect(deletes()).toEqual([{ method: 'DELETE', url: '/api/elearning/data/ecourses/7/reportCustomers', body: undefined }]);
  expect(screen.getByText('No customer has report access to this course')).toBeTruthy();
});

test('one customer is removed at once', async () => {
  renderTab(CustomerTab);
  fireEvent.click(await screen.findByRole('button', { name: 'Remove report access of Nordsjø Energi AS' }));
  expect(await screen.findByText('Report access was removed')).toBeTruthy();
  expect(deletes()[0]?.url).toBe('/api/elearning/data/ecourses/7/reportCustomers/3');
  expect(screen.queryByText('Nordsjø Energi AS')).toBeNull();
});
