// Browser-safe: one person's orders and cart on the single-user administration's orders and cart tabs (document 002
// §2 "orders: orders of the user", "cart: the user's cart, which can be closed"; §6 "close a user's cart"). The
// reports area holds orders and carts, so it answers; the users area's screen calls these (decision 0207).
import { defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';
import { cartSchema } from './cart';

const id = z.coerce.number().int().positive().max(2147483647);
export const personSalesParamsSchema = z.object({ userId: id });

export const personOrderSchema = z.object({
  id: z.number().int(),
  created: z.iso.datetime({ offset: true }),
  status: z.enum(['placed', 'invoiced', 'cancelled']),
  customerId: z.number().int(),
  yourReference: z.string(),
  currency: z.enum(['NOK', 'SEK', 'EUR']),
  /** The person placed the order (else they are a learner named on one of its lines). */
  purchaser: z.boolean(),
  /** Net, in minor units, of every line. */
  netTotal: z.number().int(),
  lines: z.array(
    z.object({
      title: z.string(),
      courseType: z.enum(['ECOURSE', 'CLASSROOM']),
      quantity: z.number().int(),
      netPrice: z.number().int(),
      /** The person is one of the line's learners. */
      forPerson: z.boolean(),
    }),
  ),
});
export type PersonOrder = z.infer<typeof personOrderSchema>;

export const personSalesEndpoints = {
  /** Orders the person placed or is a learner on, newest first. */
  orders: defineEndpoint({
    area: 'reports',
    method: 'GET',
    path: '/data/atriumusersearch/orders/:userId',
    access: { roles: PLATFORM_ADMINS },
    params: personSalesParamsSchema,
    response: z.array(personOrderSchema),
  }),
  /** The person's cart, priced in the caller's site currency. */
  cart: defineEndpoint({
    area: 'reports',
    method: 'GET',
    path: '/data/atriumusersearch/cart/:userId',
    access: { roles: PLATFORM_ADMINS },
    params: personSalesParamsSchema,
    response: cartSchema,
  }),
  /** Closes the cart: every line goes; closing an empty cart changes nothing. Answers the (empty) cart. */
  closeCart: defineEndpoint({
    area: 'reports',
    method: 'DELETE',
    path: '/data/atriumusersearch/cart/:userId',
    access: { roles: PLATFORM_ADMINS },
    params: personSalesParamsSchema,
    response: cartSchema,
  }),
};
