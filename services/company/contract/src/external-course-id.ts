// Browser-safe: /my-company/external-course-id (document 001 §2, §3 "Product summary", §4, §5, §7, §9).
import { CUSTOMER_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { courseTypeSchema } from './license-report';

export const PRODUCT_SEARCH_LIMIT = 200;
const optionalId = z
  .string()
  .trim()
  .max(100, 'validation.length.max')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .default(null);

/** Document 001 §3 "Product summary", with the kind of product (§9: classroom and e-learning). */
export const productSummarySchema = z.object({
  productId: z.number().int(),
  productType: courseTypeSchema,
  title: z.string(),
  externalId: z.string().nullable(),
  competenceId: z.string().nullable(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productSearchSchema = z.object({
  query: z.string().trim().max(200).optional(),
  productType: courseTypeSchema.optional(),
});

/** Document 001 §4, §5: ids are trimmed; a duplicate asks first, force moves the id from the other product. */
export const setExternalIdSchema = z.object({
  productId: z.number().int().min(1),
  productType: courseTypeSchema.default('ELEARNING'),
  externalId: optionalId,
  competenceId: optionalId,
  force: z.boolean().default(false),
});
export const setExternalIdResultSchema = z.object({
  isDuplicate: z.boolean(),
  conflictingProductId: z.number().int().nullable(),
  product: productSummarySchema.nullable(),
});
export type SetExternalIdResult = z.infer<typeof setExternalIdResultSchema>;

export const externalIdDeleteParamsSchema = z.object({ productId: z.coerce.number().int().min(1) });
export const externalIdDeleteQuerySchema = z.object({ productType: courseTypeSchema.default('ELEARNING') });

export const externalCourseIdEndpoints = {
  search: defineEndpoint({
    area: 'company',
    method: 'POST',
    path: '/data/product/customer/search',
    access: { roles: CUSTOMER_ADMINS },
    body: productSearchSchema,
    response: z.array(productSummarySchema),
  }),
  set: defineEndpoint({
    area: 'company',
    method: 'PUT',
    path: '/data/my-company/externalProductId',
    access: { roles: CUSTOMER_ADMINS },
    body: setExternalIdSchema,
    response: setExternalIdResultSchema,
  }),
  remove: defineEndpoint({
    area: 'company',
    method: 'DELETE',
    path: '/data/my-company/externalProductId/delete/:productId',
    access: { roles: CUSTOMER_ADMINS },
    params: externalIdDeleteParamsSchema,
    query: externalIdDeleteQuerySchema,
  }),
};
