// Browser-safe: zod schemas, types and the endpoints of an e-course's prices and customer discounts.
import { COURSE_ADMINS, defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';
import { ecourseParamsSchema } from './ecourses';
import { idParam, idValue } from './ids';

/*
 *   GET    data/ecourses/{id}/prices                        course admins    -> ecoursePriceListSchema
 *   POST   data/ecourses/{id}/prices                        course admins    newEcoursePriceSchema -> 201 ecoursePriceSchema
 *   DELETE data/ecourses/{id}/prices/{priceId}              course admins    -> 204; 400 once its end date has passed
 *   GET    data/ecourses/{id}/priceCustomers                platform admins  -> priceCustomerListSchema
 *   PUT    data/ecourses/{id}/priceCustomers                platform admins  priceCustomerBodySchema -> priceCustomerListSchema
 *   DELETE data/ecourses/{id}/priceCustomers/{customerId}   platform admins  -> priceCustomerListSchema
 */

export const ECOURSE_CURRENCIES = ['NOK', 'SEK', 'EUR'] as const;
export const ecourseCurrencySchema = z.enum(ECOURSE_CURRENCIES);

export const newEcoursePriceSchema = z
  .object({
    /** Minor units: the amount entered times 100 (document 001 §5). */
    value: z.number().int().min(0).max(100_000_000_00),
    currency: ecourseCurrencySchema,
    fromDate: z.iso.date(),
    toDate: z.iso.date(),
  })
  .refine((price) => price.fromDate <= price.toDate, { message: 'ecourse.invalid.priceDates', path: ['toDate'] });
export type NewEcoursePrice = z.infer<typeof newEcoursePriceSchema>;

export const ecoursePriceSchema = z.object({
  id: z.number().int(),
  value: z.number().int(),
  currency: ecourseCurrencySchema,
  fromDate: z.iso.date(),
  toDate: z.iso.date(),
});
export type EcoursePrice = z.infer<typeof ecoursePriceSchema>;
export const ecoursePriceListSchema = z.array(ecoursePriceSchema);

export const ecoursePriceParamsSchema = z.object({ id: idParam(), priceId: idParam() });

/** Document 001 §4: no price valid now (from before now, to after now) puts the price tab in a warning state. */
export const hasPriceValidNow = (prices: readonly Pick<EcoursePrice, 'fromDate' | 'toDate'>[], today: string) =>
  prices.some((price) => price.fromDate <= today && today <= price.toDate);

/** Document 001 §4: deletable only while the end date has not passed (the service enforces the same). */
export const isEcoursePriceDeletable = (price: Pick<EcoursePrice, 'toDate'>, today: string) => price.toDate >= today;

/** A customer's discount on this course, in percent of the list price (document 001 §3, administrators only). */
export const priceCustomerSchema = z.object({
  customerId: z.number().int(),
  /** From the company area; null when it does not know the customer. */
  customerName: z.string().nullable(),
  discountPercent: z.number().int(),
});
export type PriceCustomer = z.infer<typeof priceCustomerSchema>;
export const priceCustomerListSchema = z.array(priceCustomerSchema);

/** Adds the customer's discount, or changes it when the customer has one. */
export const priceCustomerBodySchema = z.object({ customerId: idValue(), discountPercent: z.number().int().min(1).max(100) });
export const priceCustomerParamsSchema = z.object({ id: idParam(), customerId: idParam() });

/** The price list (document 001 §3, §4) and the per-customer discounts only platform admins see (§6). */
export const ecoursePriceEndpoints = {
  list: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/ecourses/:id/prices',
    access: { roles: COURSE_ADMINS },
    params: ecourseParamsSchema,
    response: ecoursePriceListSchema,
  }),
  add: defineEndpoint({
    area: 'elearning',
    method: 'POST',
    path: '/data/ecourses/:id/prices',
    access: { roles: COURSE_ADMINS },
    params: ecourseParamsSchema,
    body: newEcoursePriceSchema,
    response: ecoursePriceSchema,
    status: 201,
  }),
  remove: defineEndpoint({
    area: 'elearning',
    method: 'DELETE',
    path: '/data/ecourses/:id/prices/:priceId',
    access: { roles: COURSE_ADMINS },
    params: ecoursePriceParamsSchema,
  }),
  customers: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/ecourses/:id/priceCustomers',
    access: { roles: PLATFORM_ADMINS },
    params: ecourseParamsSchema,
    response: priceCustomerListSchema,
  }),
  saveCustomer: defineEndpoint({
    area: 'elearning',
    method: 'PUT',
    path: '/data/ecourses/:id/priceCustomers',
    access: { roles: PLATFORM_ADMINS },
    params: ecourseParamsSchema,
    body: priceCustomerBodySchema,
    response: priceCustomerListSchema,
  }),
  removeCustomer: defineEndpoint({
    area: 'elearning',
    method: 'DELETE',
    path: '/data/ecourses/:id/priceCustomers/:customerId',
    access: { roles: PLATFORM_ADMINS },
    params: priceCustomerParamsSchema,
    response: priceCustomerListSchema,
  }),
};
