import { CUSTOMER_ADMINS, defineEndpoint } from '@atrium/core-contract';
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

/** A cart line with what the buyer sees: the course's title and its price today in the buyer's currency (minor units). */
export const cartItemSchema = z.object({
  courseId: z.number().int(),
  courseType: courseTypeSchema,
  quantity: z.number().int(),
  addedAt: z.string(),
  title: z.string().nullable(),
  unitNetPrice: z.number().int().nullable(),
  /** A classroom line's free seats now; null for an e-course or an instance without a limit (or not told). */
  freeSeats: z.number().int().nullable().default(null),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({ items: z.array(cartItemSchema), currency: z.enum(['NOK', 'SEK', 'EUR']) });
export type Cart = z.infer<typeof cartSchema>;

export const CART_PATHS = {
  cart: '/data/cart/v1',
  addCourseToCart: '/data/cart/v1/addCourseToCart',
  itemsInCartCount: '/data/cart/v1/itemsInCartCount',
  removeItem: '/data/cart/v1/items/:courseType/:courseId',
  joinWaitingList: '/data/cart/v1/waiting-list',
} as const;

/** A full instance offers its waiting list (issue 14): the learners wait for the customer instead of buying a seat. */
export const joinWaitingListBodySchema = z.object({
  instanceId: z.number().int().min(1).max(2147483647),
  customerId: z.number().int().min(1).max(2147483647),
  userIds: z.array(z.number().int().min(1).max(2147483647)).min(1).max(1000),
});
export type JoinWaitingList = z.input<typeof joinWaitingListBodySchema>;
export const joinWaitingListSchema = z.object({
  /** The learners put on the waiting list now (one already waiting or attending is left out). */
  added: z.array(z.number().int()),
  cart: cartSchema,
});

/** DELETE a cart line: the course type and id name it (a CLASSROOM line's id is the course instance's). */
export const cartItemParamsSchema = z.object({
  courseType: courseTypeSchema,
  courseId: z.coerce.number().int().min(1).max(2147483647),
});

/** POST data/cart/v1/itemsInCartCount (document 003 §7): the number of lines in the signed-in user's cart. */
export const itemsInCartCountSchema = z.object({ count: z.number().int() });
export type ItemsInCartCount = z.infer<typeof itemsInCartCountSchema>;

/** The cart calls of document 003 §7 (decision 0028); anyone signed in has a cart of their own. */
export const cartEndpoints = {
  cart: defineEndpoint({ area: 'reports', method: 'GET', path: CART_PATHS.cart, access: 'authenticated', response: cartSchema }),
  /** Then go to /app/webshop/cart (§7). A CLASSROOM line's courseId is the course instance's. */
  addCourseToCart: defineEndpoint({
    area: 'reports',
    method: 'POST',
    path: CART_PATHS.addCourseToCart,
    access: 'authenticated',
    body: addCourseToCartBodySchema,
    response: cartSchema,
  }),
  /** §7 posts the count with the hostname, which names the site the session already knows. */
  itemsInCartCount: defineEndpoint({
    area: 'reports',
    method: 'POST',
    path: CART_PATHS.itemsInCartCount,
    access: 'authenticated',
    response: itemsInCartCountSchema,
  }),
  /**
   * Puts the learners of a cart's classroom line on the instance's waiting list for the customer and takes the line
   * out of the cart; who may buy for the customer may do it (course staff, a company admin for their own company).
   */
  joinWaitingList: defineEndpoint({
    area: 'reports',
    method: 'POST',
    path: CART_PATHS.joinWaitingList,
    access: { roles: CUSTOMER_ADMINS },
    body: joinWaitingListBodySchema,
    response: joinWaitingListSchema,
  }),
  removeItem: defineEndpoint({
    area: 'reports',
    method: 'DELETE',
    path: CART_PATHS.removeItem,
    access: 'authenticated',
    params: cartItemParamsSchema,
    response: cartSchema,
  }),
};
