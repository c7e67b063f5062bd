// Browser-safe: the classroom report download of document 002 (/reports-classroom: filters dateFrom, dateTo,
// courseRoom, course place, theme, status, instructor and report type; years 10 back to 5 ahead; the internal-report
// locale filter nb_NO/en_US; report types from POST data/reports-classroom/report-types; GET data/reports-classroom as
// a download). Decision 0212.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';

/** The reports the form offers: the document leaves them to us (decision 0212). */
export const CLASSROOM_REPORT_TYPES = ['INSTANCES', 'COURSE_DAYS', 'INTERNAL_REPORT'] as const;
export const classroomReportTypeSchema = z.enum(CLASSROOM_REPORT_TYPES);
export type ClassroomReportType = z.infer<typeof classroomReportTypeSchema>;

/** Document 002 §5: the internal report is written in Norwegian or English only. */
export const INTERNAL_REPORT_LOCALES = ['nb_NO', 'en_US'] as const;

/** An instance's status as the classroom area publishes it (its INSTANCE_STATUSES), for the status filter. */
export const REPORT_INSTANCE_STATUSES = [
  { id: 1, name: 'new' },
  { id: 2, name: 'tentative' },
  { id: 3, name: 'confirmed' },
  { id: 4, name: 'cancelled' },
  { id: 5, name: 'completed' },
] as const;

/** Document 002 §2: the form's years run from 10 before to 5 after the current year. */
export function reportYears(today: Date): { first: number; last: number } {
  return { first: today.getFullYear() - 10, last: today.getFullYear() + 5 };
}

const optionalId = z.coerce.number().int().min(1).max(2147483647).optional();
const isoDate = z.iso.date();

export const classroomReportParamsSchema = z
  .object({
    reportType: classroomReportTypeSchema,
    dateFrom: isoDate,
    dateTo: isoDate,
    /** A room's name, or part of it, among the instance's course days. */
    courseRoom: z.string().trim().max(100).optional(),
    coursePlaceId: optionalId,
    /** A product category of the course. */
    theme: z.string().trim().max(100).optional(),
    status: z.coerce.number().int().min(1).max(5).optional(),
    instructorId: optionalId,
    locale: z.enum(INTERNAL_REPORT_LOCALES).optional(),
  })
  .refine((range) => range.dateFrom <= range.dateTo, { path: ['dateFrom'], message: 'classroomSearch.invalid.dateOrder' })
  .refine(
    (range) => {
      const { first, last } = reportYears(new Date());
      return [range.dateFrom, range.dateTo].every((date) => Number(date.slice(0, 4)) >= first && Number(date.slice(0, 4)) <= last);
    },
    { path: ['dateTo'], message: 'reportsClassroom.invalid.year' },
  );
export type ClassroomReportParams = z.input<typeof classroomReportParamsSchema>;

export const classroomReportTypesSchema = z.object({
  reportTypes: z.array(z.object({ type: classroomReportTypeSchema, internalLocale: z.boolean() })),
  statuses: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** POST data/reports-classroom/report-types of document 002 §7: the report types (and statuses) the form offers. */
export const classroomReportTypesEndpoint = defineEndpoint({
  area: 'reports',
  method: 'POST',
  path: '/data/reports-classroom/report-types',
  access: { roles: COURSE_ADMINS },
  response: classroomReportTypesSchema,
});

/** GET data/reports-classroom: the report as a streamed Excel file, a plain route (a download, decision 0028). */
export const CLASSROOM_REPORT_PATH = '/data/reports-classroom';
export const classroomReportUrl = (query: string) => `/api/reports${CLASSROOM_REPORT_PATH}?${query}`;
