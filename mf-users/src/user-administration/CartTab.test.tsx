import { fireEvent, render, screen, within } from '@testing-library/react';
import { ToastHost } from '@atrium/shared-ui';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import { CartTab } from './CartTab';
import './person-tab-messages';

let calls: ApiCall[];
const CART = {
  currency: 'NOK',
  items: [
    {
      courseId: 5,
      courseType: 'ELEARNING',
      quantity: 2,
      addedAt: '2026-05-06T08:30:00.000Z',
      title: 'Working at heights',
      unitNetPrice: 99000,
    },
  ],
};

beforeEach(() => {
  signInAs('atrium');
  calls = fakeApi(({ method }) => ({ status: 200, body: method === 'DELETE' ? { currency: 'NOK', items: [] } : CART }));
});

test('lists the cart and closes it after a confirmation', async () => {
  render(
    <>
      <CartTab userId={11} />
      <ToastHost />
    </>,
  );
  const table = await screen.findByRole('table', { name: 'Cart' });
  expect(within(table).getByText('Working at heights')).toBeTruthy();
  expect(within(table).getByText('E-learning')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Close the cart' }));
  expect(screen.getByText('Close the cart? Its 1 course is removed.')).toBeTruthy();
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close the cart' }));
  expect(await screen.findByText('The cart is closed.')).toBeTruthy();
  expect(screen.getByText('The cart is empty.')).toBeTruthy();
  expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/reports/data/atriumusersearch/cart/11');
});
