import {
  CART_PATHS,
  cartSchema,
  checkoutBodySchema,
  ORDER_PATHS,
  orderSchema,
  type Cart,
  type CheckoutBody,
  type CourseType,
  type Order,
} from '@atrium/reports-contract';
import { apiFetch } from '@atrium/shared-ui';

const REPORTS_API = '/api/reports';

export const CART_URL = `${REPORTS_API}${CART_PATHS.cart}`;

export async function removeCartItem(courseType: CourseType, courseId: number): Promise<Cart> {
  const path = CART_PATHS.removeItem.replace(':courseType', courseType).replace(':courseId', String(courseId));
  return cartSchema.parse(await apiFetch(`${REPORTS_API}${path}`, { method: 'DELETE' }));
}

export async function placeOrder(body: CheckoutBody): Promise<Order> {
  const checked = checkoutBodySchema.parse(body);
  return orderSchema.parse(await apiFetch(`${REPORTS_API}${ORDER_PATHS.checkout}`, { method: 'POST', body: checked }));
}
