import { COURSE_ADMINS, CUSTOMER_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { MAX_INT } from './ids';

const id = () => z.coerce.number().int().min(1).max(MAX_INT);

/** Document 001 §9: the e-course license list shows at most this many rows. */
export const LICENSE_LIST_LIMIT = 300;

/** Document 001 §4: the six license filters. */
export const LICENSE_FILTERS = ['all', 'completed', 'started', 'notStarted', 'cancelled', 'notCompleted'] as const;
export type LicenseFilter = (typeof LICENSE_FILTERS)[number];

export const LICENSE_SORTS = ['name', 'status', 'started', 'completed'] as const;
export type LicenseSort = (typeof LICENSE_SORTS)[number];

export const licenseCourseParamsSchema = z.object({ id: id() });

/** The filter, free text (name or user id) and sort of the license list, its total and its Excel file. */
export const licenseListQuerySchema = z.object({
  filter: z.enum(LICENSE_FILTERS).default('all'),
  query: z.string().trim().max(200).optional(),
  sort: z.enum(LICENSE_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type LicenseListQuery = z.input<typeof licenseListQuerySchema>;
export type LicenseListFilter = z.output<typeof licenseListQuerySchema>;

/** Document 001 §3 "E-course license" (selected is the screen's own), plus what the list administers. */
export const ecourseLicenseSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  /** Null when a remote learner holds the license (remote SCORM). */
  userId: z.number().int().nullable(),
  /** The id the customer's LMS gives a remote learner; null for a user's license. */
  remoteLearnerId: z.string().nullable(),
  /** From the users area, or as the LMS gave it for a remote learner; null when unknown. */
  name: z.string().nullable(),
  customerId: z.number().int().nullable(),
  started: z.string().nullable(),
  completed: z.string().nullable(),
  approved: z.string().nullable(),
  cancelled: z.boolean(),
  notPassed: z.boolean(),
  /** Minor units. */
  cancellationFee: z.number().int(),
  asPartOfCourseProgram: z.boolean(),
});
export type EcourseLicense = z.infer<typeof ecourseLicenseSchema>;
export const ecourseLicenseListSchema = z.array(ecourseLicenseSchema);

/** GET license/ecourse/{id}: at most LICENSE_LIST_LIMIT licenses; the total call says how many match. */
export const ecourseLicenseListResponseSchema = z.object({
  ecourseId: z.number().int(),
  courseName: z.string(),
  licenses: ecourseLicenseListSchema,
});
export type EcourseLicenseListResponse = z.infer<typeof ecourseLicenseListResponseSchema>;

export const licenseTotalResponseSchema = z.object({ total: z.number().int() });

const licenseIds = z.array(z.number().int().min(1).max(MAX_INT)).min(1).max(1000);

/** PUT data/licenses/ecourses/setlicensesapproved (document 001 §7). */
export const setLicensesApprovedBodySchema = z.object({ ids: licenseIds, date: z.iso.date() });
export type SetLicensesApprovedBody = z.infer<typeof setLicensesApprovedBodySchema>;

/**
 * Cancelling e-course licenses (document 001 §4; the document gives no path). The screen asks a second time when the
 * cancellation costs anything, and the server keeps that rule too: a selection whose open licenses cost a fee is
 * cancelled only with acceptCancellationFee, as the classroom list's cancel.
 */
export const cancelLicensesBodySchema = z.object({ ids: licenseIds, acceptCancellationFee: z.boolean().default(false) });
export type CancelLicensesBody = z.input<typeof cancelLicensesBodySchema>;

/** POST data/license/ecourse/{id} (document 001 §7): licenses for users, each bought for a customer. */
export const addLicensesBodySchema = z.object({
  usersWithCustomer: z
    .array(z.object({ userId: z.number().int().min(1).max(MAX_INT), customerId: z.number().int().min(1).max(MAX_INT).nullable() }))
    .min(1)
    .max(LICENSE_LIST_LIMIT),
  sendEmailNotification: z.boolean().default(false),
  sendSmsNotification: z.boolean().default(false),
});
export type AddLicensesBody = z.input<typeof addLicensesBodySchema>;
export const addLicensesResponseSchema = z.object({
  created: ecourseLicenseListSchema,
  /** Users who already held a license of the course that is not cancelled: they get no second one. */
  alreadyLicensed: z.array(z.number().int()),
});
export type AddLicensesResponse = z.infer<typeof addLicensesResponseSchema>;

export type LicenseStatusKey = 'notPassed' | 'cancelled' | 'completed' | 'started' | 'notStarted';

/** Document 001 §4: the status shown is derived, in this order; completed and started carry their date. */
export function licenseStatus(license: Pick<EcourseLicense, 'notPassed' | 'cancelled' | 'completed' | 'started'>): {
  key: LicenseStatusKey;
  date: string | null;
} {
  if (license.notPassed) return { key: 'notPassed', date: null };
  if (license.cancelled) return { key: 'cancelled', date: null };
  if (license.completed) return { key: 'completed', date: license.completed };
  if (license.started) return { key: 'started', date: license.started };
  return { key: 'notStarted', date: null };
}

/** Document 001 §4: a cancellation asks a second time when the selected licenses cost this much (minor units) to cancel. */
export function totalCancellationFee(licenses: readonly Pick<EcourseLicense, 'cancellationFee'>[]): number {
  return licenses.reduce((sum, license) => sum + license.cancellationFee, 0);
}

const listCall = {
  area: 'elearning',
  method: 'GET',
  access: { roles: CUSTOMER_ADMINS },
  params: licenseCourseParamsSchema,
  query: licenseListQuerySchema,
} as const;

/**
 * The e-course license list of document 001 §2, §4 and §7. §7 names two list calls that answer alike: the
 * unfiltered list is license/ecourse/{id}, a filtered or searched one /web/license/ecourse/{id}?query.
 */
export const licenseEndpoints = {
  list: defineEndpoint({ ...listCall, path: '/license/ecourse/:id', response: ecourseLicenseListResponseSchema }),
  webList: defineEndpoint({ ...listCall, path: '/web/license/ecourse/:id', response: ecourseLicenseListResponseSchema }),
  total: defineEndpoint({ ...listCall, path: '/license/ecourse/total/:id', response: licenseTotalResponseSchema }),
  approve: defineEndpoint({
    area: 'elearning',
    method: 'PUT',
    path: '/data/licenses/ecourses/setlicensesapproved',
    access: { roles: COURSE_ADMINS },
    body: setLicensesApprovedBodySchema,
    response: ecourseLicenseListSchema,
  }),
  cancel: defineEndpoint({
    area: 'elearning',
    method: 'PUT',
    path: '/data/licenses/ecourses/cancel',
    access: { roles: CUSTOMER_ADMINS },
    body: cancelLicensesBodySchema,
    response: ecourseLicenseListSchema,
  }),
  add: defineEndpoint({
    area: 'elearning',
    method: 'POST',
    path: '/data/license/ecourse/:id',
    access: { roles: COURSE_ADMINS },
    params: licenseCourseParamsSchema,
    body: addLicensesBodySchema,
    response: addLicensesResponseSchema,
  }),
};
