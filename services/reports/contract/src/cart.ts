import { z } from 'zod';

/** Document 001 §3 "Course (reference)": the course types a cart line can hold. */
export const courseTypeSchema = z.enum(['ELEARNING', 'CLASSROOM']);
export type CourseType = z.infer<typeof courseTypeSchema>;

/** POST data/cart/v1/addCourseToCart: adding a course already in the cart adds to its quantity. */
export const addCourseToCartBodySchema = z.object({
  courseId: z.number().int().min(1).max(2147483647),
  courseType: courseTypeSchema,
  quantity: z.number().int().min(1).max(1000).default(1),
});
export type AddCourseToCart = z.input<typeof addCourseToCartBodySchema>;

export const cartItemSchema = z.object({
  courseId: z.number().int(),
  courseType: courseTypeSchema,
  quantity: z.number().int(),
  addedAt: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({ items: z.array(cartItemSchema) });
export type Cart = z.infer<typeof cartSchema>;
