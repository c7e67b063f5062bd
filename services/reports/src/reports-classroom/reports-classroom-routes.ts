import { addEndpoint, COURSE_ADMINS, principalOf, SITE_STORES, zodSchema } from '@atrium/service-core';
import { requestLocale } from '@atrium/service-core/excel';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  CLASSROOM_REPORT_PATH,
  CLASSROOM_REPORT_TYPES,
  classroomReportParamsSchema,
  classroomReportTypesEndpoint,
  REPORT_INSTANCE_STATUSES,
} from '@atrium/reports-contract';
import type { z } from 'zod';
import { reportsDb } from '../db';
import { classroomReportWorkbook } from './classroom-report-excel';

/** /reports-classroom (document 002, decision 0212): the report types, and each report as a download. */
export const reportsClassroomRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = reportsDb(shared);
  addEndpoint(app, classroomReportTypesEndpoint, async () => ({
    reportTypes: CLASSROOM_REPORT_TYPES.map((type) => ({ type, internalLocale: type === 'INTERNAL_REPORT' })),
    statuses: REPORT_INSTANCE_STATUSES.map((status) => ({ ...status })),
  }));

  app.get<{ Querystring: z.output<typeof classroomReportParamsSchema> }>(
    CLASSROOM_REPORT_PATH,
    { config: { access: { roles: COURSE_ADMINS } }, schema: { querystring: zodSchema(classroomReportParamsSchema) } },
    async (request, reply) =>
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="classroom-report-${request.query.reportType.toLowerCase()}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(classroomReportWorkbook(db, request.query, SITE_STORES[principalOf(request).site].currency, requestLocale(request))),
  );
};
