// Browser-safe: the company license reports of document 001 (§2 /my-company/licenses/{licenseType}, §3 "Licence
// search", §7 "Company area", §9 report and overview types, page size and the search cap).
import { CUSTOMER_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';

/** Document 001 §9: the report types, each an action on selected rows, and the overview types. */
export const LICENSE_REPORT_TYPES = [
  'DOWNLOAD_DIPLOMA',
  'SEND_COURSE_SOON_EXPIRES_REMINDER',
  'CANCEL_LICENSE',
  'DISPLAY_COURSE_OVERVIEW',
  'COURSE_PROGRAM',
] as const;
export const LICENSE_OVERVIEW_TYPES = [
  'COURSE_NOT_STARTED',
  'COURSE_STARTED',
  'COURSE_APPROVED',
  'COURSE_EXPIRED_OR_NOT_APPROVED',
  'ALL_LICENSES',
  'COURSE_APPROVED_ALL_CUSTOMERS',
] as const;
export const licenseTypeSchema = z.enum([...LICENSE_REPORT_TYPES, ...LICENSE_OVERVIEW_TYPES]);
export type LicenseType = z.infer<typeof licenseTypeSchema>;

/** Document 001 §9: the search answers at most 300 rows; the page shows 20 at a time. */
export const LICENSE_SEARCH_CAP = 300;
export const LICENSE_PAGE_SIZE = 20;

/** Document 001 §5: the report-date field is hidden for these types, and the search ignores dates for them. */
export const TYPES_WITHOUT_DATES: readonly LicenseType[] = ['CANCEL_LICENSE', 'COURSE_PROGRAM', 'COURSE_NOT_STARTED', 'COURSE_STARTED'];
/** Document 001 §5: the classroom/e-learning choice shows only for the not-started overview. */
export const TYPES_WITH_COURSE_KIND: readonly LicenseType[] = ['COURSE_NOT_STARTED'];
/** Only course staff see approved licenses of every customer (decision 0180). */
export const ALL_CUSTOMERS_TYPE: LicenseType = 'COURSE_APPROVED_ALL_CUSTOMERS';

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
function monthsFrom(today: Date, months: number): Date {
  const date = new Date(today);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
}

/**
 * Document 001 §9 default report dates: the expiry reminder looks 12 months ahead, the diploma 12 months back,
 * every other type 3 months either side of today.
 */
export function defaultReportDates(type: LicenseType, today = new Date()): { dateFrom: string; dateTo: string } {
  if (type === 'SEND_COURSE_SOON_EXPIRES_REMINDER') return { dateFrom: isoDay(today), dateTo: isoDay(monthsFrom(today, 12)) };
  if (type === 'DOWNLOAD_DIPLOMA') return { dateFrom: isoDay(monthsFrom(today, -12)), dateTo: isoDay(today) };
  return { dateFrom: isoDay(monthsFrom(today, -3)), dateTo: isoDay(monthsFrom(today, 3)) };
}

export const courseTypeSchema = z.enum(['ELEARNING', 'CLASSROOM']);
export type CourseType = z.infer<typeof courseTypeSchema>;

/** Document 001 §3 "Licence search". */
export const licenseSearchSchema = z
  .object({
    licenseReportType: licenseTypeSchema,
    departments: z.array(z.number().int().min(1)).max(100).default([]),
    theme: z.string().trim().max(200).optional(),
    dateFrom: z.iso.date().optional(),
    dateTo: z.iso.date().optional(),
    textSearch: z.string().trim().max(200).optional(),
    classroomOrElearning: z.enum(['ALL', 'CLASSROOM', 'ELEARNING']).default('ALL'),
    course: z.object({ id: z.number().int().min(1), courseType: courseTypeSchema }).optional(),
  })
  .refine((search) => !search.dateFrom || !search.dateTo || search.dateFrom <= search.dateTo, {
    path: ['dateTo'],
    message: 'validation.date.beforeStart',
  });
export type LicenseSearch = z.input<typeof licenseSearchSchema>;

export const licenseStatusSchema = z.enum(['notPassed', 'cancelled', 'completed', 'started', 'notStarted']);
export type LicenseStatus = z.infer<typeof licenseStatusSchema>;

/**
 * Document 001 §3 "hotwork (summary attached)": the hot-works record that certifies the row's seat or licence
 * (decision 0256), as far as the company needs it; the administrator's comments stay with the course provider.
 */
export const hotworkSummarySchema = z.object({
  id: z.number().int(),
  courseDate: z.iso.date(),
  certificateNumber: z.string().nullable(),
  receivedProofOfFireDrill: z.boolean(),
  fireDrillDate: z.iso.date().nullable(),
  sentToCustomer: z.boolean(),
  completed: z.boolean(),
});
export type HotworkSummary = z.infer<typeof hotworkSummarySchema>;

/** Document 001 §3 "Report licence row", with the person and course it is about. */
export const licenseReportRowSchema = z.object({
  licenseId: z.number().int(),
  licenseUUID: z.uuid(),
  courseType: courseTypeSchema,
  courseId: z.number().int(),
  courseTitle: z.string(),
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  created: z.string(),
  started: z.string().nullable(),
  completed: z.string().nullable(),
  competenceExpires: z.iso.date().nullable(),
  status: licenseStatusSchema,
  /** Minor units. */
  cancellationFee: z.number().int(),
  asPartOfCourseProgram: z.boolean(),
  /** The course-programme enrolment the license belongs to (the sales area's, decision 0252). */
  enrollmentId: z.number().int().nullable(),
  /** When this license's expiry reminder was last sent, if it was. */
  reminderSent: z.string().nullable(),
  /** The row's key in the report: course type and licenseId, since a classroom participant's id may equal a licence's (decision 0256). */
  id: z.string(),
  /** The hot-works record certifying this seat or licence, if any (decision 0256). */
  hotwork: hotworkSummarySchema.nullable(),
});
export type LicenseReportRow = z.infer<typeof licenseReportRowSchema>;

export const licenseSearchResultSchema = z.object({
  licenses: z.array(licenseReportRowSchema),
  /** Every match, also those past the cap. */
  hits: z.number().int(),
  /** True when there were more than the cap: only the first 300 are answered. */
  limited: z.boolean(),
});
export type LicenseSearchResult = z.infer<typeof licenseSearchResultSchema>;

/** Selected rows by course type (decision 0224): e-learning licenses and classroom participants by their own ids. */
const rowIdsSchema = z.array(z.number().int().min(1)).max(LICENSE_SEARCH_CAP).default([]);
const someRowSelected = (body: { licenseIds: number[]; participantIds: number[] }) =>
  body.licenseIds.length + body.participantIds.length > 0;
const noRowSelected = { path: ['licenseIds'], message: 'validation.required' };

export const sendRemindersQuerySchema = z.object({ cmd: z.literal('sendExpireReminders') });
/** Reminders for the selected e-learning licenses and classroom participants (decision 0233). */
export const sendRemindersSchema = z
  .object({
    licenseIds: rowIdsSchema,
    participantIds: rowIdsSchema,
    message: z.string().trim().max(5000).default(''),
    /** Mail again people already reminded of this expiry. */
    repeat: z.boolean().default(false),
  })
  .refine(someRowSelected, noRowSelected);
export const remindersSentSchema = z.object({ sent: z.number().int(), alreadyReminded: z.number().int() });
export type RemindersSent = z.infer<typeof remindersSentSchema>;

/**
 * Document 001 §7 posts the e-learning license ids ([ids]); the screen posts the selection by course type with
 * whether the cancellation fee was accepted (decision 0233), which the classroom rules require when a fee is due.
 */
export const cancelSelectionSchema = z
  .object({ licenseIds: rowIdsSchema, participantIds: rowIdsSchema, acceptCancellationFee: z.boolean().default(false) })
  .refine(someRowSelected, noRowSelected);
export type CancelSelection = z.input<typeof cancelSelectionSchema>;
export const cancelLicensesSchema = z.preprocess(
  (body) => (Array.isArray(body) ? { licenseIds: body } : body),
  cancelSelectionSchema,
) as unknown as z.ZodType<z.output<typeof cancelSelectionSchema>, CancelSelection | number[]>;
export const cancelledSchema = z.object({ cancelled: z.number().int() });

/** The diplomas of the selected rows: e-learning licenses by id, classroom participants by id (decision 0224). */
export const diplomaDownloadSchema = z
  .object({ licenseIds: rowIdsSchema, participantIds: rowIdsSchema })
  .refine(someRowSelected, noRowSelected);
export type DiplomaDownload = z.input<typeof diplomaDownloadSchema>;

export const diplomaCodeParamsSchema = z.object({ code: z.string().regex(/^[A-Z0-9]{10}$/) });
/** What anyone may read about a diploma from its code (no sign-in): enough to tell it is genuine. */
export const diplomaCheckSchema = z.object({ personName: z.string(), courseName: z.string(), completed: z.iso.date() });
export type DiplomaCheck = z.infer<typeof diplomaCheckSchema>;

export const licenseReportEndpoints = {
  search: defineEndpoint({
    area: 'company',
    method: 'POST',
    path: '/data/my-company/licenses/search',
    access: { roles: CUSTOMER_ADMINS },
    body: licenseSearchSchema,
    response: licenseSearchResultSchema,
  }),
  sendReminders: defineEndpoint({
    area: 'company',
    method: 'POST',
    path: '/data/my-company/licenses',
    access: { roles: CUSTOMER_ADMINS },
    query: sendRemindersQuerySchema,
    body: sendRemindersSchema,
    response: remindersSentSchema,
  }),
  cancel: defineEndpoint({
    area: 'company',
    method: 'POST',
    path: '/web/data/my-company/licenses/cancel',
    access: { roles: CUSTOMER_ADMINS },
    body: cancelLicensesSchema,
    response: cancelledSchema,
  }),
  checkDiploma: defineEndpoint({
    area: 'company',
    method: 'GET',
    path: '/diplomas/:code',
    access: 'public',
    params: diplomaCodeParamsSchema,
    response: diplomaCheckSchema,
  }),
  /** Files (their handlers send them): the remote posts the search or the ids and saves the answer. */
  excel: defineEndpoint({
    area: 'company',
    method: 'POST',
    path: '/web/data/my-company/licenses/excel',
    access: { roles: CUSTOMER_ADMINS },
    body: licenseSearchSchema,
  }),
  diplomas: defineEndpoint({
    area: 'company',
    method: 'POST',
    path: '/web/data/my-company/licenses/diplomas',
    access: { roles: CUSTOMER_ADMINS },
    body: diplomaDownloadSchema,
  }),
};
