import { render, screen, waitFor } from '@testing-library/react';
import { toast } from '@atrium/shared-ui';
import type { InstanceWithBuyInfo } from '@atrium/classroom-contract';
import { fakeApi, type ApiCall } from '@atrium/shared-ui/testing';
import { CustomerDetails } from './CustomerDetails';
import './messages';

const instance = {
  id: 8,
  internalCourse: { courseInternal: true, customerId: 2, price: 100, orderReference: null },
  customerContactPersonId: 40,
  customerRapportPersonId: 41,
} as InstanceWithBuyInfo;

let calls: ApiCall[];

beforeEach(() => jest.spyOn(toast, 'error'));
afterEach(() => jest.restoreAllMocks());

test('shows the customer and its people from the three calls', async () => {
  calls = fakeApi(({ url }) => {
    if (url.endsWith('/customer')) return { status: 200, body: { customerId: 2, customerName: 'Nordsjø Energi AS' } };
    if (url.endsWith('/customercontactperson')) return { status: 200, body: { userId: 40, name: 'Carl Company' } };
    return { status: 200, body: { userId: 41, name: null } };
  });
  render(<CustomerDetails instance={instance} />);
  const details = await screen.findByTestId('instance-customer');
  await waitFor(() =>
    expect(details.textContent).toBe('CustomerNordsjø Energi ASCustomer contact personCarl CompanyCustomer report person#41'),
  );
  expect(calls.map((call) => call.url).sort()).toEqual([
    '/api/classroom/clicourse/8/customer',
    '/api/classroom/clicourse/8/customercontactperson',
    '/api/classroom/clicourse/8/customerrapportperson',
  ]);
});

test('leaves out what fails to load, without a message', async () => {
  calls = fakeApi(({ url }) =>
    url.endsWith('/customer')
      ? { status: 200, body: { customerId: 2, customerName: 'Nordsjø Energi AS' } }
      : { status: 404, body: { message: 'none' } },
  );
  render(<CustomerDetails instance={instance} />);
  const details = await screen.findByTestId('instance-customer');
  expect(details.textContent).toBe('CustomerNordsjø Energi AS');
  expect(toast.error).not.toHaveBeenCalled();
});

test('asks only for what the instance has, so an instance without a customer makes no failed request', async () => {
  calls = fakeApi(({ url }) =>
    url.endsWith('/customercontactperson') ? { status: 200, body: { userId: 40, name: 'Carl Company' } } : { status: 404, body: {} },
  );
  const withoutCustomer = {
    ...instance,
    internalCourse: { courseInternal: false, customerId: null, price: null, orderReference: null },
    customerRapportPersonId: null,
  } as InstanceWithBuyInfo;
  render(<CustomerDetails instance={withoutCustomer} />);
  expect((await screen.findByTestId('instance-customer')).textContent).toBe('Customer contact personCarl Company');
  expect(calls.map((call) => call.url)).toEqual(['/api/classroom/clicourse/8/customercontactperson']);
});

test('shows nothing when every call fails', async () => {
  calls = fakeApi(() => ({ status: 500, body: { message: 'down' } }));
  const { container } = render(<CustomerDetails instance={instance} />);
  await waitFor(() => expect(calls).toHaveLength(3));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(container.innerHTML).toBe('');
  expect(toast.error).not.toHaveBeenCalled();
});
