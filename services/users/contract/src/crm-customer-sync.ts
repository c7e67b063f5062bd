// Browser-safe: the CRM customer sync of document 002 (§2 "/{crm}/customer", §7 "Other"; decision 0219).
import { defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';

/** Rows per page of the paired and unpaired lists. */
export const CRM_PAGE_SIZE = 25;

/** Refusals a person reads (message keys). */
export const CRM_ERRORS = {
  /** The CRM has no customer with that soid. */
  notInCrm: 'superoffice.customer.notInCrm',
  /** The CRM did not answer, or answered an error. */
  unreachable: 'superoffice.unreachable',
  /** The soid is paired with another Atrium customer already. */
  soidPaired: 'superoffice.customer.soidPaired',
  /** The Atrium customer is paired with another CRM customer already. */
  customerPaired: 'superoffice.customer.customerPaired',
  /** No Atrium customer with that id (or it is closed). */
  noCustomer: 'superoffice.customer.noCustomer',
  /** Nothing is paired with that soid. */
  notPaired: 'superoffice.customer.notPaired',
} as const;

/** A customer id of the CRM (SuperOffice's contact id), named soid as in the documents. */
export const soidSchema = z.coerce
  .number({ error: 'validation.required' })
  .int('validation.digits')
  .min(1, 'validation.required')
  .max(2_147_483_647, 'validation.number.max');

export const crmListQuerySchema = z.object({
  /** Part of the name or the organisation number, in either system. */
  search: z.string().trim().max(200, 'validation.length.max').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Paired list only: pairs whose CRM and Atrium data differ. */
  drifted: z.enum(['true', 'false']).optional(),
});
export type CrmListQuery = z.input<typeof crmListQuerySchema>;

/** The fields a sync copies from the CRM; a pair has drifted when any of them differs. */
export const CRM_SYNCED_FIELDS = ['name', 'orgNumber'] as const;
export const crmSyncedFieldSchema = z.enum(CRM_SYNCED_FIELDS);
export type CrmSyncedField = z.infer<typeof crmSyncedFieldSchema>;

export const crmCustomerSchema = z.object({
  soid: z.number().int(),
  name: z.string(),
  orgNumber: z.string().nullable(),
  country: z.string().nullable(),
  crmUpdated: z.string().nullable(),
});
export type CrmCustomer = z.infer<typeof crmCustomerSchema>;

export const crmPairSchema = z.object({
  soid: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  customerOrgNumber: z.string().nullable(),
  /** Null when the CRM's mirror has not seen the soid yet (refresh), or the CRM no longer has it. */
  crmName: z.string().nullable(),
  crmOrgNumber: z.string().nullable(),
  syncedAt: z.string().nullable(),
  /** What differs now between the CRM and Atrium. */
  drift: z.array(crmSyncedFieldSchema),
});
export type CrmPair = z.infer<typeof crmPairSchema>;

export const crmPairedPageSchema = z.object({ rows: z.array(crmPairSchema), total: z.number().int() });
export type CrmPairedPage = z.infer<typeof crmPairedPageSchema>;
export const crmUnpairedPageSchema = z.object({ rows: z.array(crmCustomerSchema), total: z.number().int() });
export type CrmUnpairedPage = z.infer<typeof crmUnpairedPageSchema>;

/** Which CRM Atrium talks to: SuperOffice when configured, else the local demo CRM (the screen says so). */
export const crmStatusSchema = z.object({
  crm: z.enum(['superoffice', 'local']),
  /** When the mirror last read the CRM's changes; null before the first refresh. */
  lastRefresh: z.string().nullable(),
  pairs: z.number().int(),
  drifted: z.number().int(),
});
export type CrmStatus = z.infer<typeof crmStatusSchema>;

export const crmRefreshResultSchema = z.object({ fetched: z.number().int() });
export type CrmRefreshResult = z.infer<typeof crmRefreshResultSchema>;

export const crmSoidParamsSchema = z.object({ soid: soidSchema });
export const crmPairBodySchema = z.object({
  soid: soidSchema,
  customerId: z.number({ error: 'validation.required' }).int().min(1, 'validation.required').max(2_147_483_647, 'validation.number.max'),
});
export type CrmPairBody = z.input<typeof crmPairBodySchema>;
export const crmCreatedSchema = z.object({ customerId: z.number().int(), created: z.boolean() });
export type CrmCreated = z.infer<typeof crmCreatedSchema>;

const crmCall = { area: 'users', access: { roles: PLATFORM_ADMINS } } as const;

/** Document 002 §7 "Other": search, searchPaired, searchUnpaired, sync and createInApp by soid (paths not shown). */
export const crmCustomerSyncEndpoints = {
  status: defineEndpoint({ ...crmCall, method: 'GET', path: '/data/superoffice/status', response: crmStatusSchema }),
  /** Reads the CRM's changes since the last refresh into the mirror (the scheduled reconcile does the same). */
  refresh: defineEndpoint({ ...crmCall, method: 'POST', path: '/data/superoffice/refresh', response: crmRefreshResultSchema }),
  searchPaired: defineEndpoint({
    ...crmCall,
    method: 'GET',
    path: '/data/superoffice/customer/paired',
    query: crmListQuerySchema,
    response: crmPairedPageSchema,
  }),
  searchUnpaired: defineEndpoint({
    ...crmCall,
    method: 'GET',
    path: '/data/superoffice/customer/unpaired',
    query: crmListQuerySchema,
    response: crmUnpairedPageSchema,
  }),
  /** The CRM's customer as the CRM has it now (read live), to check a soid before creating. */
  search: defineEndpoint({
    ...crmCall,
    method: 'GET',
    path: '/data/superoffice/customer/:soid',
    params: crmSoidParamsSchema,
    response: crmCustomerSchema,
  }),
  /** Pairs an existing Atrium customer with a CRM customer and syncs them. */
  pair: defineEndpoint({ ...crmCall, method: 'POST', path: '/data/superoffice/pair', body: crmPairBodySchema, response: crmPairSchema }),
  unpair: defineEndpoint({ ...crmCall, method: 'DELETE', path: '/data/superoffice/pair/:soid', params: crmSoidParamsSchema }),
  /** Copies the CRM's name and organisation number onto the paired Atrium customer. */
  sync: defineEndpoint({
    ...crmCall,
    method: 'POST',
    path: '/data/superoffice/sync/:soid',
    params: crmSoidParamsSchema,
    response: crmPairSchema,
  }),
  /**
   * Creates the Atrium customer of a CRM customer and pairs them. Idempotent by its soid (a lock and the unique
   * pairing), so it needs no Idempotency-Key: again, or twice at once, answers the same customer with created false.
   */
  createInApp: defineEndpoint({
    ...crmCall,
    method: 'POST',
    path: '/data/superoffice/createInApp/:soid',
    params: crmSoidParamsSchema,
    response: crmCreatedSchema,
  }),
};
