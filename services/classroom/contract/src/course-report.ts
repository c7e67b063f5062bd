// Browser-safe: the course report and the participant list of an instance as PDFs (document 002 §3 "Course report
// form", §5 "Course report e-mail", §7 kursrapport and participantlist, §9). The download is a plain form post
// (it opens in a new window) as well as JSON, so booleans and numbers also come as text.
import { booleanish, COURSE_RUNNERS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { instanceIdParamsSchema } from './classroom-management';

/** Document 002 §9: the languages of a course report. */
export const REPORT_LOCALES = ['nb_NO', 'sv_SE', 'en_US'] as const;
export type ReportLocale = (typeof REPORT_LOCALES)[number];

/** Document 002 §5: the report language defaults from the learning site: Norway nb_NO, Sweden sv_SE, else en_US. */
export function defaultReportLocale(site: string | null | undefined): ReportLocale {
  if (site === 'NO') return 'nb_NO';
  if (site === 'SE') return 'sv_SE';
  return 'en_US';
}

const text = (max: number) => z.string().trim().max(max).default('');
/** Document 002 §5: a maximum score counts only as a whole number; anything else is left out. */
const maxScore = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? undefined : typeof value === 'string' ? Number(value) : value),
  z.number().int().min(0).max(100_000).optional().catch(undefined),
);
const customerChoice = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
  z.number().int().min(1).max(2147483647).nullable(),
);

/** Document 002 §3 "Course report form" with the defaults of §5. */
export const courseReportFormSchema = z
  .object({
    /** Only this customer's participants; null for everyone. */
    customer: customerChoice.default(null),
    materials: text(2000),
    location: text(500),
    instructor: text(500),
    language: z.enum(REPORT_LOCALES).default('en_US'),
    includeParticipantList: booleanish().default(true),
    includeTestResults: booleanish().default(false),
    includeParticipantFeedback: booleanish().default(true),
    /** Trimmed; empty is no recipient. */
    recipientsEmail: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string().trim().toLowerCase().pipe(z.email()).optional(),
    ),
    addCustomText: booleanish().default(false),
    recipientsEmailCustomText: text(5000),
    maxScorePreTest: maxScore,
    maxScorePostTest: maxScore,
  })
  // §5: the custom text is cleared unless add-custom-text is on.
  .transform((form) => ({ ...form, recipientsEmailCustomText: form.addCustomText ? form.recipientsEmailCustomText : '' }));
export type CourseReportForm = z.input<typeof courseReportFormSchema>;

export const courseReportEmailSchema = courseReportFormSchema.refine((form) => form.recipientsEmail !== undefined, {
  message: 'coursereport.invalid.noRecipient',
  path: ['recipientsEmail'],
});

/** Document 002 §7: the participant list of a locale and customer ("all" for everyone); type roomsign adds signatures. */
export const participantListParamsSchema = instanceIdParamsSchema.extend({
  locale: z.enum(REPORT_LOCALES),
  customer: z.union([z.literal('all'), z.coerce.number().int().min(1).max(2147483647)]),
});
export const participantListQuerySchema = z.object({ type: z.enum(['roomsign', 'plain']).default('roomsign') });

export const courseReportEndpoints = {
  email: defineEndpoint({
    area: 'classroom',
    method: 'POST',
    path: '/web/data/kursrapport/email/:instanceId',
    access: { roles: COURSE_RUNNERS },
    params: instanceIdParamsSchema,
    body: courseReportEmailSchema,
    response: z.object({ sent: z.number().int() }),
  }),
};

/** The download routes stream PDFs (plain routes): the form posts here and opens the answer in a new window. */
export const courseReportPdfPath = (instanceId: number) => `/api/classroom/web/data/kursrapport/${instanceId}`;
export const participantListPdfPath = (
  instanceId: number,
  locale: ReportLocale,
  customer: number | 'all',
  type: 'roomsign' | 'plain' = 'roomsign',
) => `/api/classroom/web/data/participantlist/${instanceId}/${locale}/${customer}?type=${type}`;
