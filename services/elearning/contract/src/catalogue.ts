import { booleanish, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { ecourseCurrencySchema } from './ecourse-prices';
import { ecourseLanguageSchema, productCategorySchema } from './ecourses';
import { idParam } from './ids';

/*
 * The /ecourses catalogue (document 001 §2), open to every signed-in user. In a context with the role
 * atrium or staff it lists every course; any other context only ever sees courses that can be purchased
 * or started (ARCHITECTURE.md), and the checkboxes narrow that further.
 *
 *   GET  data/ecourses?q&productCategory&language&courseProviderId&canPurchaseOnly&canStartOnly&page&pageSize
 *                                          -> ecourseCatalogueResponseSchema, sorted by internal name
 *   GET  data/ecourses/catalogue/options   -> ecourseCatalogueOptionsSchema
 *   POST /web/data/ecourses/excel          form body ecourseExcelBodySchema -> .xlsx download of those courses
 */

/** GET data/ecourses: both checkboxes are on unless sent as false. q matches the internal name, the id or the sku. */
export const ecourseCatalogueFilterSchema = z.object({
  q: z.string().trim().max(200).optional(),
  productCategory: productCategorySchema.optional(),
  language: ecourseLanguageSchema.optional(),
  courseProviderId: idParam().optional(),
  canPurchaseOnly: booleanish().default(true),
  canStartOnly: booleanish().default(true),
});
export type EcourseCatalogueFilter = z.infer<typeof ecourseCatalogueFilterSchema>;

export const ecourseCatalogueQuerySchema = ecourseCatalogueFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type EcourseCatalogueQuery = z.input<typeof ecourseCatalogueQuerySchema>;

/** Document 001 §3 "Course search result", with the fields the catalogue's columns show. */
export const ecourseCatalogueItemSchema = z.object({
  elearning: z.object({
    id: z.number().int(),
    internalName: z.string(),
    /** Average rating rounded to 2 decimals; null before the first evaluation. */
    rating: z.number().nullable(),
    numEvals: z.number().int(),
  }),
  /** The integration number. */
  productId: z.string().nullable(),
  language: ecourseLanguageSchema.nullable(),
  productCategories: z.array(productCategorySchema),
  courseProviderId: z.number().int().nullable(),
  canPurchase: z.boolean(),
  canStart: z.boolean(),
  /** The price valid today in the currency of the user's learning site, in minor units; null when there is none. */
  price: z.object({ value: z.number().int(), currency: ecourseCurrencySchema }).nullable(),
});
export type EcourseCatalogueItem = z.infer<typeof ecourseCatalogueItemSchema>;

export const ecourseCatalogueResponseSchema = z.object({
  items: z.array(ecourseCatalogueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type EcourseCatalogueResponse = z.infer<typeof ecourseCatalogueResponseSchema>;

/** The values the catalogue's filter lists offer: those of the courses the user may see. */
export const ecourseCatalogueOptionsSchema = z.object({
  languages: z.array(ecourseLanguageSchema),
  productCategories: z.array(productCategorySchema),
  courseProviderIds: z.array(z.number().int()),
});
export type EcourseCatalogueOptions = z.infer<typeof ecourseCatalogueOptionsSchema>;

/** POST /web/data/ecourses/excel: a plain form post, so the ids arrive as one comma-separated field. */
export const ecourseExcelBodySchema = z.object({
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'ids must be comma-separated course ids')
    .transform((ids) => ids.split(',').map(Number))
    .refine((ids) => ids.length <= 10000 && ids.every((id) => id <= 2147483647), 'too many or too large ids'),
});
export type EcourseExcelBody = z.infer<typeof ecourseExcelBodySchema>;

export const catalogueEndpoints = {
  /** One server page of the courses the viewer may see. */
  search: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/ecourses',
    access: 'authenticated',
    query: ecourseCatalogueQuerySchema,
    response: ecourseCatalogueResponseSchema,
  }),
  /** The filters' choices: what the visible courses hold. */
  options: defineEndpoint({
    area: 'elearning',
    method: 'GET',
    path: '/data/ecourses/catalogue/options',
    access: 'authenticated',
    response: ecourseCatalogueOptionsSchema,
  }),
};
