import {
  cartEndpoints,
  orderEndpoints,
  type Cart,
  type CheckoutBody,
  type CourseType,
  type JoinWaitingList,
  type Order,
} from '@atrium/reports-contract';
import { callEndpoint } from '@atrium/shared-ui';

export async function removeCartItem(courseType: CourseType, courseId: number): Promise<Cart> {
  return callEndpoint(cartEndpoints.removeItem, { params: { courseType, courseId } });
}

export async function placeOrder(body: CheckoutBody): Promise<Order> {
  return callEndpoint(orderEndpoints.checkout, { body });
}

/** A full instance's learners wait for the customer instead; the line leaves the cart. */
export async function joinWaitingList(body: JoinWaitingList): Promise<{ added: number[]; cart: Cart }> {
  return callEndpoint(cartEndpoints.joinWaitingList, { body });
}
