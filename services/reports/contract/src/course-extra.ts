// Browser-safe: course extras (document 003 /sales/course-extra/search; decision 0147): what is sold beside a
// course on a purchase line, its catalogue and the search over what was sold.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';

const currencySchema = z.enum(['NOK', 'SEK', 'EUR']);

export const courseExtraKindSchema = z.enum(['MEAL', 'ACCOMMODATION', 'MATERIAL', 'EXAM', 'OTHER']);
export type CourseExtraKind = z.infer<typeof courseExtraKindSchema>;
export const COURSE_EXTRA_KINDS = courseExtraKindSchema.options;

/** An extra on offer, priced in the currency asked for (minor units). */
export const courseExtraOfferSchema = z.object({
  extraId: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: courseExtraKindSchema,
  unitNetPrice: z.number().int(),
  currency: currencySchema,
});
export type CourseExtraOffer = z.infer<typeof courseExtraOfferSchema>;

export const courseExtraCatalogueQuerySchema = z.object({ currency: currencySchema });

/** An extra as sold on a purchase line: one per learner of the line, at the price of the day of the order. */
export const soldExtraSchema = z.object({
  extraId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  unitNetPrice: z.number().int(),
  netPrice: z.number().int(),
});
export type SoldExtra = z.infer<typeof soldExtraSchema>;

/** The one query input of document 003, paged on the server. */
export const courseExtraSearchQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  kind: courseExtraKindSchema.optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type CourseExtraSearchQuery = z.input<typeof courseExtraSearchQuerySchema>;

/** A hit: the extra sold, on which course and order, for which customer, and whether it is invoiced yet. */
export const courseExtraHitSchema = z.object({
  id: z.number().int(),
  extraId: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: courseExtraKindSchema,
  quantity: z.number().int(),
  unitNetPrice: z.number().int(),
  netPrice: z.number().int(),
  currency: currencySchema,
  orderId: z.number().int(),
  purchaseId: z.number().int(),
  placed: z.string(),
  customerId: z.number().int(),
  customer: z.string(),
  courseTitle: z.string(),
  yourReference: z.string(),
  invoiceNumber: z.number().int().nullable(),
});
export type CourseExtraHit = z.infer<typeof courseExtraHitSchema>;

export const courseExtraSearchSchema = z.object({
  total: z.number().int(),
  hits: z.array(courseExtraHitSchema),
  /** Sums per currency of every hit, not only the page shown. */
  totals: z.array(z.object({ currency: currencySchema, quantity: z.number().int(), netPrice: z.number().int() })),
});
export type CourseExtraSearch = z.infer<typeof courseExtraSearchSchema>;

/** An extra of the catalogue as course staff keep it (decision 0215): its prices per currency, active or withdrawn. */
export const courseExtraSchema = z.object({
  extraId: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: courseExtraKindSchema,
  active: z.boolean(),
  prices: z.array(z.object({ currency: currencySchema, unitNetPrice: z.number().int() })),
});
export type CourseExtra = z.infer<typeof courseExtraSchema>;

export const courseExtraBodySchema = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'courseExtra.error.codeCharacters'),
  name: z.string().trim().min(1).max(200),
  kind: courseExtraKindSchema,
  active: z.boolean().default(true),
  /** Minor units, excluding VAT; at most one price per currency. */
  prices: z
    .array(z.object({ currency: currencySchema, unitNetPrice: z.number().int().min(0).max(100_000_000) }))
    .max(3)
    .refine((prices) => new Set(prices.map((price) => price.currency)).size === prices.length, 'courseExtra.error.currencyTwice'),
});
export type CourseExtraBody = z.input<typeof courseExtraBodySchema>;

export const courseExtraParamsSchema = z.object({ extraId: z.coerce.number().int().min(1).max(2147483647) });

/** The message keys of a refused catalogue change (409). */
export const COURSE_EXTRA_ERRORS = { codeTaken: 'courseExtra.error.codeTaken' } as const;

export const courseExtraEndpoints = {
  /** The extras a buyer can add to a line at checkout, in the cart's currency. */
  catalogue: defineEndpoint({
    area: 'reports',
    method: 'GET',
    path: '/data/course-extra/v1/catalogue',
    access: 'authenticated',
    query: courseExtraCatalogueQuerySchema,
    response: z.array(courseExtraOfferSchema),
  }),
  /** The whole catalogue, active and withdrawn, by name: a provider's handful of extras, so not paged. */
  list: defineEndpoint({
    area: 'reports',
    method: 'GET',
    path: '/data/course-extra/v1/extras',
    access: { roles: COURSE_ADMINS },
    response: z.array(courseExtraSchema),
  }),
  create: defineEndpoint({
    area: 'reports',
    method: 'POST',
    path: '/data/course-extra/v1/extras',
    access: { roles: COURSE_ADMINS },
    body: courseExtraBodySchema,
    response: courseExtraSchema,
    status: 201,
    idempotent: true,
  }),
  /** Changes an extra and replaces its prices; orders keep the name and price they were sold at. */
  update: defineEndpoint({
    area: 'reports',
    method: 'PUT',
    path: '/data/course-extra/v1/extras/:extraId',
    access: { roles: COURSE_ADMINS },
    params: courseExtraParamsSchema,
    body: courseExtraBodySchema,
    response: courseExtraSchema,
  }),
  search: defineEndpoint({
    area: 'reports',
    method: 'GET',
    path: '/data/course-extra/v1/search',
    access: { roles: COURSE_ADMINS },
    query: courseExtraSearchQuerySchema,
    response: courseExtraSearchSchema,
  }),
};
