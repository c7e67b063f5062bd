import { CUSTOMER_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { courseTypeSchema } from './cart';
import { soldExtraSchema } from './course-extra';

const id = () => z.number().int().min(1).max(2147483647);

/** One cart line bought for named people: one seat or license each. */
export const checkoutLineSchema = z.object({
  courseType: courseTypeSchema,
  courseId: id(),
  userIds: z.array(id()).min(1).max(1000),
  /** Course extras bought with the line, one per learner (decision 0147). */
  extraIds: z.array(id()).max(20).default([]),
});

/**
 * Placing the order of the cart. checkoutKey is made by the checkout page once; a repeated submit with the same
 * key answers the order already placed (decision 0141).
 */
export const checkoutBodySchema = z.object({
  checkoutKey: z.uuid(),
  customerId: id(),
  yourReference: z.string().trim().min(1).max(100),
  onBehalfOf: z.string().trim().max(200).optional(),
  locale: z.enum(['nb_NO', 'sv_SE', 'en_US']).optional(),
  lines: z.array(checkoutLineSchema).min(1).max(100),
});
export type CheckoutBody = z.input<typeof checkoutBodySchema>;
export type CheckoutRequest = z.infer<typeof checkoutBodySchema>;

export const purchaseLineSchema = z.object({
  purchaseId: z.number().int(),
  courseType: z.enum(['ECOURSE', 'CLASSROOM']),
  courseId: z.number().int(),
  instanceId: z.number().int().nullable(),
  title: z.string(),
  quantity: z.number().int(),
  unitNetPrice: z.number().int(),
  /** The price before the customer's discount (decision 0145). */
  listUnitPrice: z.number().int(),
  discountPercent: z.number(),
  netPrice: z.number().int(),
  userIds: z.array(z.number().int()),
  approved: z.boolean(),
  started: z.boolean(),
  completed: z.boolean(),
  unapprovedReason: z.string().nullable(),
  /** Extras sold with the line; netPrice above is the course's, the order's netTotal counts both. */
  extras: z.array(soldExtraSchema).default([]),
});
export type PurchaseLine = z.infer<typeof purchaseLineSchema>;

export const orderSchema = z.object({
  orderId: z.number().int(),
  customerId: z.number().int(),
  purchaserUserId: z.number().int(),
  onBehalfOf: z.string().nullable(),
  yourReference: z.string(),
  locale: z.enum(['nb_NO', 'sv_SE', 'en_US']),
  currency: z.enum(['NOK', 'SEK', 'EUR']),
  vatPercent: z.number().int(),
  status: z.enum(['placed', 'invoiced', 'cancelled']),
  created: z.string(),
  netTotal: z.number().int(),
  lines: z.array(purchaseLineSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderParamsSchema = z.object({ orderId: z.coerce.number().int().min(1).max(2147483647) });
export const purchaseParamsSchema = z.object({ purchaseId: z.coerce.number().int().min(1).max(2147483647) });

const orderCall = { area: 'reports', access: { roles: CUSTOMER_ADMINS } } as const;

/**
 * Course staff buy on behalf of any customer, a company admin for their own company only. The confirmations answer
 * another customer's order as missing, so its number tells a company admin nothing.
 */
export const orderEndpoints = {
  checkout: defineEndpoint({
    ...orderCall,
    method: 'POST',
    path: '/data/order/v1/checkout',
    body: checkoutBodySchema,
    response: orderSchema,
  }),
  order: defineEndpoint({ ...orderCall, method: 'GET', path: '/data/order/v1/:orderId', params: orderParamsSchema, response: orderSchema }),
  purchase: defineEndpoint({
    ...orderCall,
    method: 'GET',
    path: '/data/order/v1/purchase/:purchaseId',
    params: purchaseParamsSchema,
    response: orderSchema,
  }),
};

/** The message keys of a refused checkout (409). */
export const CHECKOUT_ERRORS = {
  notEnoughSeats: 'checkout.error.notEnoughSeats',
  priceMissing: 'checkout.error.priceMissing',
  notInCart: 'checkout.error.notInCart',
  extraUnavailable: 'checkout.error.extraUnavailable',
} as const;
