import { z } from 'zod';
import { MAX_INT } from './ids';

const id = () => z.coerce.number().int().min(1).max(MAX_INT);

/** Document 001 §9: the e-course licence list shows at most this many rows. */
export const LICENCE_LIST_LIMIT = 300;

/** Document 001 §4: the six licence filters. */
export const LICENCE_FILTERS = ['all', 'completed', 'started', 'notStarted', 'cancelled', 'notCompleted'] as const;
export type LicenceFilter = (typeof LICENCE_FILTERS)[number];

export const LICENCE_SORTS = ['name', 'status', 'started', 'completed'] as const;
export type LicenceSort = (typeof LICENCE_SORTS)[number];

export const licenceCourseParamsSchema = z.object({ id: id() });

/** The filter, free text (name or user id) and sort of the licence list, its total and its Excel file. */
export const licenceListQuerySchema = z.object({
  filter: z.enum(LICENCE_FILTERS).default('all'),
  query: z.string().trim().max(200).optional(),
  sort: z.enum(LICENCE_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type LicenceListQuery = z.input<typeof licenceListQuerySchema>;
export type LicenceListFilter = z.output<typeof licenceListQuerySchema>;

/** Document 001 §3 "E-course licence" (selected is the screen's own), plus what the list administers. */
export const ecourseLicenceSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  /** Null when a remote learner holds the licence (remote SCORM). */
  userId: z.number().int().nullable(),
  /** The id the customer's LMS gives a remote learner; null for a user's licence. */
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
export type EcourseLicence = z.infer<typeof ecourseLicenceSchema>;
export const ecourseLicenceListSchema = z.array(ecourseLicenceSchema);

/** GET license/ecourse/{id}: at most LICENCE_LIST_LIMIT licences; the total call says how many match. */
export const ecourseLicenceListResponseSchema = z.object({
  ecourseId: z.number().int(),
  courseName: z.string(),
  licenses: ecourseLicenceListSchema,
});
export type EcourseLicenceListResponse = z.infer<typeof ecourseLicenceListResponseSchema>;

export const licenceTotalResponseSchema = z.object({ total: z.number().int() });

const licenceIds = z.array(z.number().int().min(1).max(MAX_INT)).min(1).max(1000);

/** PUT data/licenses/ecourses/setlicensesapproved (document 001 §7). */
export const setLicencesApprovedBodySchema = z.object({ ids: licenceIds, date: z.iso.date() });
export type SetLicencesApprovedBody = z.infer<typeof setLicencesApprovedBodySchema>;

/** Cancelling e-course licences (document 001 §4; the document gives no path). */
export const cancelLicencesBodySchema = z.object({ ids: licenceIds });
export type CancelLicencesBody = z.infer<typeof cancelLicencesBodySchema>;

/** POST data/license/ecourse/{id} (document 001 §7): licences for users, each bought for a customer. */
export const addLicencesBodySchema = z.object({
  usersWithCustomer: z
    .array(z.object({ userId: z.number().int().min(1).max(MAX_INT), customerId: z.number().int().min(1).max(MAX_INT).nullable() }))
    .min(1)
    .max(LICENCE_LIST_LIMIT),
  sendEmailNotification: z.boolean().default(false),
  sendSmsNotification: z.boolean().default(false),
});
export type AddLicencesBody = z.input<typeof addLicencesBodySchema>;
export const addLicencesResponseSchema = z.object({
  created: ecourseLicenceListSchema,
  /** Users who already held a licence of the course that is not cancelled: they get no second one. */
  alreadyLicensed: z.array(z.number().int()),
});
export type AddLicencesResponse = z.infer<typeof addLicencesResponseSchema>;

export type LicenceStatusKey = 'notPassed' | 'cancelled' | 'completed' | 'started' | 'notStarted';

/** Document 001 §4: the status shown is derived, in this order; completed and started carry their date. */
export function licenceStatus(licence: Pick<EcourseLicence, 'notPassed' | 'cancelled' | 'completed' | 'started'>): {
  key: LicenceStatusKey;
  date: string | null;
} {
  if (licence.notPassed) return { key: 'notPassed', date: null };
  if (licence.cancelled) return { key: 'cancelled', date: null };
  if (licence.completed) return { key: 'completed', date: licence.completed };
  if (licence.started) return { key: 'started', date: licence.started };
  return { key: 'notStarted', date: null };
}

/** Document 001 §4: a cancellation asks a second time when the selected licences cost this much (minor units) to cancel. */
export function totalCancellationFee(licences: readonly Pick<EcourseLicence, 'cancellationFee'>[]): number {
  return licences.reduce((sum, licence) => sum + licence.cancellationFee, 0);
}
