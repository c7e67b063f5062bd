import { addCourseToCartBodySchema, cartSchema, type Cart } from '@atrium/reports-contract';
import { apiFetch } from '@atrium/shared-ui';

/** Carts belong to the reports area; the catalogue adds one e-course at a time. */
export async function addEcourseToCart(courseId: number): Promise<Cart> {
  const body = addCourseToCartBodySchema.parse({ courseId, courseType: 'ELEARNING' });
  return cartSchema.parse(await apiFetch('/api/reports/data/cart/v1/addCourseToCart', { method: 'POST', body }));
}
