import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from '@atrium/shared-ui';
import { fakeApi, signInAs, signInFor, type ApiCall } from '@atrium/shared-ui/testing';
import { navigateToUrl } from 'single-spa';
import CartPage from './CartPage';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const ITEMS = [
  {
    courseId: 5,
    courseType: 'ELEARNING',
    quantity: 1,
    addedAt: '2026-06-15T10:00:00Z',
    title: 'Working at heights',
    unitNetPrice: 99000,
    freeSeats: null,
  },
  {
    courseId: 70,
    courseType: 'CLASSROOM',
    quantity: 1,
    addedAt: '2026-06-15T10:01:00Z',
    title: 'First aid (2026-09-01)',
    unitNetPrice: 450000,
    freeSeats: 10 as number | null,
  },
];
const ORDER = {
  orderId: 41,
  customerId: 2,
  purchaserUserId: 1,
  onBehalfOf: null,
  yourReference: 'PO-7',
  locale: 'nb_NO',
  currency: 'NOK',
  vatPercent: 25,
  status: 'placed',
  created: '2026-06-15T10:05:00Z',
  netTotal: 99000,
  lines: [],
};

let calls: ApiCall[];
let items: typeof ITEMS;
let checkoutAnswer: { status: number; body: unknown };

beforeEach(() => {
  jest.spyOn(toast, 'error');
  jest.spyOn(toast, 'success');
  items = ITEMS;
  checkoutAnswer = { status: 200, body: ORDER };
  calls = fakeApi(({ method, url }) => {
    if (url.startsWith('/api/users/data/users/search'))
      return { status: 200, body: [{ id: 8, uuid: '00000000-0000-4000-8000-000000000008', firstname: 'Hege', lastname: 'Holm' }] };
    if (url.startsWith('/api/company')) return { status: 200, body: [{ id: 2, name: 'Nordsjø Energi AS' }] };
    if (url === '/api/reports/data/course-extra/v1/catalogue?currency=NOK')
      return { status: 200, body: [{ extraId: 3, code: 'LUNCH', name: 'Lunch', kind: 'MEAL', unitNetPrice: 25000, currency: 'NOK' }] };
    if (method === 'DELETE') {
      items = items.filter((item) => !url.endsWith(`/${item.courseType}/${item.courseId}`));
      return { status: 200, body: { currency: 'NOK', items } };
    }
    if (method === 'POST' && url.endsWith('/waiting-list')) {
      items = items.filter((item) => item.courseType !== 'CLASSROOM');
      return { status: 200, body: { added: [8], cart: { currency: 'NOK', items } } };
    }
    if (method === 'POST') return checkoutAnswer;
    return { status: 200, body: { currency: 'NOK', items } };
  });
});

async function chooseLearner(title: string) {
  fireEvent.change(screen.getByRole('combobox', { name: `Add a learner to ${title}` }), { target: { value: 'he' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Hege Holm' }));
}

test('lists the cart with prices and removes a line', async () => {
  signInAs('staff');
  render(<CartPage />);
  expect(await screen.findByRole('heading', { name: 'Working at heights' })).toBeTruthy();
  expect(screen.getByText(/NOK 4,500.00/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Remove First aid (2026-09-01) from the cart' }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'First aid (2026-09-01)' })).toBeNull());
  expect(calls).toContainEqual(expect.objectContaining({ method: 'DELETE', url: '/api/reports/data/cart/v1/items/CLASSROOM/70' }));
});

test('a company admin checks out for their own company with learners per line, then sees the confirmation', async () => {
  signInFor({ customerId: 2, customerName: 'Nordsjø Energi AS' }, 'companyadmin');
  render(<CartPage />);
  await screen.findByRole('heading', { name: 'Working at heights' });
  expect(screen.getByText('Customer: Nordsjø Energi AS')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
  expect(await screen.findByText('Choose at least one learner for every line.')).toBeTruthy();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);

  await chooseLearner('Working at heights');
  await chooseLearner('First aid (2026-09-01)');
  expect(within(screen.getByRole('list', { name: 'Learners of Working at heights' })).getByText(/Hege Holm/)).toBeTruthy();
  // The picker is empty again for the next person.
  expect((screen.getByRole('combobox', { name: 'Add a learner to Working at heights' }) as HTMLInputElement).value).toBe('');
  // An extra for the classroom line: one per learner, counted in the line's total.
  const extras = screen.getByRole('group', { name: 'Extras for First aid (2026-09-01) (one per learner)' });
  fireEvent.click(within(extras).getByRole('checkbox', { name: /^Lunch \(NOK.250.00 per person\)$/ }));
  expect(screen.getByText(/Line total: NOK.4,750.00/)).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/Your reference/), { target: { value: 'PO-7' } });
  fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/confirmation/41'));
  const post = calls.find((call) => call.method === 'POST')!;
  expect(post.url).toBe('/api/reports/data/order/v1/checkout');
  expect(post.body).toEqual({
    checkoutKey: expect.any(String),
    customerId: 2,
    yourReference: 'PO-7',
    lines: [
      { courseType: 'ELEARNING', courseId: 5, userIds: [8], extraIds: [] },
      { courseType: 'CLASSROOM', courseId: 70, userIds: [8], extraIds: [3] },
    ],
  });
});

test('says when seats are missing', async () => {
  signInFor({ customerId: 2, customerName: 'Nordsjø Energi AS' }, 'companyadmin');
  checkoutAnswer = { status: 409, body: { error: 'Conflict', message: 'checkout.error.notEnoughSeats' } };
  items = [ITEMS[1]!];
  render(<CartPage />);
  await screen.findByRole('heading', { name: 'First aid (2026-09-01)' });
  await chooseLearner('First aid (2026-09-01)');
  fireEvent.change(screen.getByLabelText(/Your reference/), { target: { value: 'PO-7' } });
  fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('checkout.error.notEnoughSeats'));
});

test('a learner without a buying role sees the cart but no checkout', async () => {
  signInAs();
  render(<CartPage />);
  expect(await screen.findByText('Ask your company administrator to place the order.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
});

test('a full instance offers its waiting list: the learners wait for the customer and the line leaves the cart', async () => {
  signInFor({ customerId: 2, customerName: 'Nordsjø Energi AS' }, 'companyadmin');
  items = [{ ...ITEMS[1]!, freeSeats: 0 }];
  render(<CartPage />);
  await screen.findByRole('heading', { name: 'First aid (2026-09-01)' });
  expect(screen.getByText(/0 free seats/)).toBeTruthy();
  const wait = screen.getByRole('button', { name: 'Put the learners of First aid (2026-09-01) on the waiting list' }) as HTMLButtonElement;
  expect(wait.disabled).toBe(true);
  await chooseLearner('First aid (2026-09-01)');
  fireEvent.click(wait);
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('cart.joinedWaitingList', { count: 1 }));
  expect(calls.find((call) => call.url.endsWith('/waiting-list'))).toMatchObject({
    method: 'POST',
    body: { instanceId: 70, customerId: 2, userIds: [8] },
  });
  expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
});
