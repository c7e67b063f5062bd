// Browser-safe: the e-learning turnover search of document 003 (/elearning-search, §3 e-learning rows, §7 the
// report-content call with fromDate, toDate and productCategories, §9 default dates and the CSV). Decision 0210.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';

const isoDate = z.iso.date();

export const elearningSearchParamsSchema = z
  .object({
    fromDate: isoDate,
    toDate: isoDate,
    /** "single or many", as the classroom searches take them. */
    productCategories: z
      .union([z.string().trim().min(1).max(100), z.array(z.string().trim().min(1).max(100)).max(50)])
      .optional()
      .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
  })
  .refine((range) => range.fromDate <= range.toDate, { path: ['fromDate'], message: 'classroomSearch.invalid.dateOrder' });
export type ElearningSearchParams = z.input<typeof elearningSearchParamsSchema>;

/** Document 003 §3 "E-learning rows", with the course they are of. netTurnover in minor units. */
export const elearningReportRowSchema = z.object({
  courseId: z.number().int(),
  title: z.string(),
  language: z.string().nullable(),
  numLicensesSold: z.number().int(),
  netTurnover: z.number().int(),
});
export type ElearningReportRow = z.infer<typeof elearningReportRowSchema>;

const periodSchema = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  rows: z.array(elearningReportRowSchema),
  numLicensesSold: z.number().int(),
  netTurnover: z.number().int(),
});

export const elearningSearchSchema = z.object({
  currency: z.enum(['NOK', 'SEK', 'EUR']),
  current: periodSchema,
  /** The same period one year earlier (document 003 §2). */
  previousYear: periodSchema,
});
export type ElearningSearch = z.infer<typeof elearningSearchSchema>;

/** The report-content call of document 003 §7 (path not shown there): course staff only, like the classroom searches. */
export const elearningSearchEndpoint = defineEndpoint({
  area: 'reports',
  method: 'POST',
  path: '/data/elearning-search',
  access: { roles: COURSE_ADMINS },
  body: elearningSearchParamsSchema,
  response: elearningSearchSchema,
});

/** The CSV of document 003 §9 (semicolon, byte-order mark, turnover ÷ 100 with 2 decimals): a file, so a plain route. */
export const ELEARNING_SEARCH_CSV_PATH = '/data/elearning-search/csv';
export const ELEARNING_SEARCH_CSV_NAME = 'elearning-search.csv';
export const elearningSearchCsvUrl = (query: string) => `/api/reports${ELEARNING_SEARCH_CSV_PATH}?${query}`;
