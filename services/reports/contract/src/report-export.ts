// Browser-safe: a classroom search's file made in the background (decision 0229): started from the result window,
// made by a pg-boss job with progress, downloaded by the person who asked for it only.
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { classroomSearchTypeSchema, reportFileFormatSchema } from './classroom-search';

const REPORT_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
/** A stored file is kept this long after it was made; then the daily clean-up removes it. */
export const REPORT_EXPORT_KEEP_DAYS = 7;

const reportExportRequestSchema = z.object({
  type: classroomSearchTypeSchema,
  format: reportFileFormatSchema,
  /** The search's parameters as the result window's query string carries them; checked as the search checks them. */
  query: z.string().max(4000),
});

const reportExportSchema = z.object({
  id: z.number().int(),
  type: classroomSearchTypeSchema,
  format: reportFileFormatSchema,
  status: z.enum(REPORT_EXPORT_STATUSES),
  /** Rows written so far, of `total` (null until the job has counted them). */
  done: z.number().int(),
  total: z.number().int().nullable(),
  fileName: z.string(),
  /** A failure's message key. */
  error: z.string().nullable(),
});
export type ReportExport = z.infer<typeof reportExportSchema>;

const exportIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });
const BASE = '/data/report-exports';
const call = { area: 'reports', access: { roles: COURSE_ADMINS } } as const;

export const reportExportEndpoints = {
  start: defineEndpoint({
    ...call,
    method: 'POST',
    path: BASE,
    body: reportExportRequestSchema,
    response: reportExportSchema,
    status: 202,
  }),
  get: defineEndpoint({ ...call, method: 'GET', path: `${BASE}/:id`, params: exportIdParamsSchema, response: reportExportSchema }),
  /** The finished file; 403 for anyone but the person who asked for it, 409 while it is not ready. */
  file: defineEndpoint({ ...call, method: 'GET', path: `${BASE}/:id/file`, params: exportIdParamsSchema }),
};
export const reportExportFileUrl = (id: number) => `/api/reports${BASE}/${id}/file`;
