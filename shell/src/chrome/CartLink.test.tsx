import { render, screen } from '@testing-library/react';
import { fakeApi, signInAs } from '@atrium/shared-ui/testing';
import { CartLink } from './CartLink';
import '../messages';

test('leads to the cart showing how many lines it holds, asking again on a page change', async () => {
  signInAs('companyadmin');
  let count = 2;
  const calls = fakeApi(() => ({ status: 200, body: { count } }));
  const { rerender } = render(<CartLink pathname="/ecourses" />);
  const link = await screen.findByRole('link', { name: 'Cart (2)' });
  expect(link.getAttribute('href')).toBe('/app/webshop/cart');
  expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/reports/data/cart/v1/itemsInCartCount' });
  count = 3;
  rerender(<CartLink pathname="/orderticker" />);
  expect(await screen.findByRole('link', { name: 'Cart (3)' })).toBeTruthy();
});
