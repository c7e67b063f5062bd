import { cartEndpoints, type Cart } from '@atrium/reports-contract';
import { callEndpoint } from '@atrium/shared-ui';

/** Carts belong to the reports area; the catalogue adds one e-course at a time. */
export async function addEcourseToCart(courseId: number): Promise<Cart> {
  return callEndpoint(cartEndpoints.addCourseToCart, { body: { courseId, courseType: 'ELEARNING', quantity: 1 } });
}
