// Browser-safe: /my-company/documents (document 001 §2, §3 "Document", §7 documents calls, §8 messages).
import { CUSTOMER_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';

export const MAX_COMPANY_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const documentLocaleSchema = z.enum(['nb_NO', 'sv_SE', 'en_US']);

export const companyDocumentSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: z.string(),
  description: z.string(),
  locale: documentLocaleSchema.nullable(),
  filename: z.string(),
  sizeBytes: z.number().int(),
  lastModified: z.string(),
});
export type CompanyDocument = z.infer<typeof companyDocumentSchema>;

export const documentSearchSchema = z.object({ query: z.string().trim().max(200).optional() });
export const documentEditSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(200, 'validation.length.max'),
  description: z.string().trim().max(2000, 'validation.length.max').default(''),
  locale: documentLocaleSchema.nullable().default(null),
});
export const documentIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) });

export const companyDocumentEndpoints = {
  search: defineEndpoint({
    area: 'company',
    method: 'POST',
    path: '/data/my-company/documents/search',
    access: { roles: CUSTOMER_ADMINS },
    body: documentSearchSchema,
    response: z.array(companyDocumentSchema),
  }),
  edit: defineEndpoint({
    area: 'company',
    method: 'POST',
    path: '/data/my-company/documents/edit/:id',
    access: { roles: CUSTOMER_ADMINS },
    params: documentIdParamsSchema,
    body: documentEditSchema,
    response: companyDocumentSchema,
  }),
  remove: defineEndpoint({
    area: 'company',
    method: 'DELETE',
    path: '/data/my-company/documents/delete/:id',
    access: { roles: CUSTOMER_ADMINS },
    params: documentIdParamsSchema,
  }),
  /** Multipart: name, description and locale fields, then the file (a form with upload progress, not a JSON call). */
  upload: defineEndpoint({
    area: 'company',
    method: 'POST',
    path: '/data/my-company/documents/upload',
    access: { roles: CUSTOMER_ADMINS },
    response: companyDocumentSchema,
    status: 201,
  }),
  /** The file itself, linked rather than called. */
  file: defineEndpoint({
    area: 'company',
    method: 'GET',
    path: '/data/my-company/documents/file/:id',
    access: { roles: CUSTOMER_ADMINS },
    params: documentIdParamsSchema,
  }),
};
