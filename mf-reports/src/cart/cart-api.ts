import {
  cartEndpoints,
  checkoutBodySchema,
  ORDER_PATHS,
  orderSchema,
  type Cart,
  type CheckoutBody,
  type CourseType,
  type Order,
} from '@atrium/reports-contract';
import { apiFetch, callEndpoint } from '@atrium/shared-ui';

const REPORTS_API = '/api/reports';

export async function removeCartItem(courseType: CourseType, courseId: number): Promise<Cart> {
  return callEndpoint(cartEndpoints.removeItem, { params: { courseType, courseId } });
}

export async function placeOrder(body: CheckoutBody): Promise<Order> {
  const checked = checkoutBodySchema.parse(body);
  return orderSchema.parse(await apiFetch(`${REPORTS_API}${ORDER_PATHS.checkout}`, { method: 'POST', body: checked }));
}
