import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRouteRegistry } from '@atrium/shared-ui';
import { fakeApi, signInAs, type ApiCall } from '@atrium/shared-ui/testing';
import { navigateToUrl } from 'single-spa';
import { AddToCartButton } from './AddToCartButton';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

let calls: ApiCall[];

beforeEach(() => {
  signInAs('staff');
  useRouteRegistry.getState().setAreaRoutes('reports', [{ name: 'app.webshop.cart', pattern: '/app/webshop/cart' }]);
  calls = fakeApi(() => ({ status: 200, body: { currency: 'NOK', items: [] } }));
});

test('adds the instance to the cart as a classroom line, then goes to the cart', async () => {
  render(<AddToCartButton instanceId={70} label="Add instance 70 to the cart" />);
  fireEvent.click(screen.getByRole('button', { name: 'Add instance 70 to the cart' }));
  await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/app/webshop/cart'));
  expect(calls).toEqual([
    expect.objectContaining({
      method: 'POST',
      url: '/api/reports/data/cart/v1/addCourseToCart',
      body: { courseId: 70, courseType: 'CLASSROOM', quantity: 1 },
    }),
  ]);
});
