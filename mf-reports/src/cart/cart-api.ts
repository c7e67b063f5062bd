import { cartEndpoints, orderEndpoints, type Cart, type CheckoutBody, type CourseType, type Order } from '@atrium/reports-contract';
import { callEndpoint } from '@atrium/shared-ui';

export async function removeCartItem(courseType: CourseType, courseId: number): Promise<Cart> {
  return callEndpoint(cartEndpoints.removeItem, { params: { courseType, courseId } });
}

export async function placeOrder(body: CheckoutBody): Promise<Order> {
  return callEndpoint(orderEndpoints.checkout, { body });
}
