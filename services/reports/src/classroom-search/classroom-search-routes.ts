import { addEndpoint, COURSE_ADMINS, principalOf, SITE_STORES, zodSchema } from '@atrium/service-core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  CLASSROOM_SEARCH_TYPES,
  classroomSearchEndpoints,
  classroomSearchParamsSchemas,
  REPORT_FILE_FORMATS,
  reportFileName,
  reportFilePath,
} from '@atrium/reports-contract';
import { requestLocale } from '@atrium/service-core/excel';
import { reportsDb } from '../db';
import { classroomSearchFile } from '../report-export/classroom-search-files';
import { REPORT_FILE_TYPES, reportFile } from '../report-export/report-file';
import { courseList, coursePlan, courseTurnover, courseTurnoverPotential, pageWindow, purchaseReport } from './classroom-search-query';

// Document 003: amounts are in the viewer's site currency (NOK, or SEK for the Swedish learning site).
export const currencyOf = (request: FastifyRequest) => SITE_STORES[principalOf(request).site].currency;

export const classroomSearchRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = reportsDb(shared);
  // The result windows ask for a page of their list; sums and counts cover every row (decision 0235).
  addEndpoint(app, classroomSearchEndpoints.COURSE_LIST, async (request) => courseList(db, request.body, pageWindow(request.body.page)));
  addEndpoint(app, classroomSearchEndpoints.COURSE_PLAN, async (request) => coursePlan(db, request.body, pageWindow(request.body.page)));
  addEndpoint(app, classroomSearchEndpoints.COURSE_TURNOVER, async (request) =>
    courseTurnover(db, currencyOf(request), request.body, pageWindow(request.body.page)),
  );
  addEndpoint(app, classroomSearchEndpoints.COURSE_TURNOVER_POTENTIAL, async (request) =>
    courseTurnoverPotential(db, currencyOf(request), request.body, pageWindow(request.body.page)),
  );
  addEndpoint(app, classroomSearchEndpoints.PURCHASE_REPORT, async (request) =>
    purchaseReport(db, currencyOf(request), request.body, pageWindow(request.body.page)),
  );

  // Every search's result as Excel and as CSV, streamed as it is read, for the same parameters as the screen.
  for (const type of CLASSROOM_SEARCH_TYPES) {
    for (const format of REPORT_FILE_FORMATS) {
      app.get<{ Querystring: Record<string, unknown> }>(
        reportFilePath(type, format),
        { config: { access: { roles: COURSE_ADMINS } }, schema: { querystring: zodSchema(classroomSearchParamsSchemas[type]) } },
        async (request, reply) => {
          const params = request.query as never;
          const file = await classroomSearchFile(db, currencyOf(request), type, params);
          return reply
            .type(REPORT_FILE_TYPES[format])
            .header('content-disposition', `attachment; filename="${reportFileName(type, format)}"`)
            .header('cache-control', 'no-store')
            .send(reportFile(file, format, requestLocale(request)));
        },
      );
    }
  }
};
