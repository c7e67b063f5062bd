import { addEndpoint, COURSE_ADMINS, principalOf, SITE_STORES, zodSchema } from '@atrium/service-core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  classroomSearchEndpoints,
  type ClassroomReportRow,
  courseTurnoverParamsSchema,
  courseTurnoverPotentialParamsSchema,
  PURCHASE_REPORT_EXCEL_PATH,
  purchaseReportParamsSchema,
  reportRowsExcelPath,
} from '@atrium/reports-contract';
import { requestLocale } from '@atrium/service-core/excel';
import type { z } from 'zod';
import { purchaseReportWorkbook } from './purchase-report-excel';
import { reportRowsWorkbook } from './report-rows-excel';
import { reportsDb } from '../db';
import { courseList, coursePlan, courseTurnover, courseTurnoverPotential, purchaseReport } from './classroom-search-query';

// Document 003: amounts are in the viewer's site currency (NOK, or SEK for the Swedish learning site).
const currencyOf = (request: FastifyRequest) => SITE_STORES[principalOf(request).site].currency;

export const classroomSearchRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = reportsDb(shared);
  addEndpoint(app, classroomSearchEndpoints.COURSE_LIST, async (request) => courseList(db, request.body));
  addEndpoint(app, classroomSearchEndpoints.COURSE_PLAN, async (request) => coursePlan(db, request.body));
  addEndpoint(app, classroomSearchEndpoints.COURSE_TURNOVER, async (request) => courseTurnover(db, currencyOf(request), request.body));
  addEndpoint(app, classroomSearchEndpoints.COURSE_TURNOVER_POTENTIAL, async (request) =>
    courseTurnoverPotential(db, currencyOf(request), request.body),
  );
  addEndpoint(app, classroomSearchEndpoints.PURCHASE_REPORT, async (request) => purchaseReport(db, currencyOf(request), request.body));

  app.get<{ Querystring: z.output<typeof purchaseReportParamsSchema> }>(
    PURCHASE_REPORT_EXCEL_PATH,
    { config: { access: { roles: COURSE_ADMINS } }, schema: { querystring: zodSchema(purchaseReportParamsSchema) } },
    async (request, reply) =>
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="purchase-report.xlsx"')
        .header('cache-control', 'no-store')
        .send(purchaseReportWorkbook(db, currencyOf(request), request.query)),
  );

  // The turnover and potential reports' course rows as Excel, for the same parameters as the screen.
  const rowsFile = (reply: FastifyReply, type: string, rows: ClassroomReportRow[], currency: string, request: FastifyRequest) =>
    reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${type.toLowerCase().replace(/_/g, '-')}.xlsx"`)
      .header('cache-control', 'no-store')
      .send(reportRowsWorkbook(rows, currency, requestLocale(request)));
  app.get<{ Querystring: z.output<typeof courseTurnoverParamsSchema> }>(
    reportRowsExcelPath('COURSE_TURNOVER'),
    { config: { access: { roles: COURSE_ADMINS } }, schema: { querystring: zodSchema(courseTurnoverParamsSchema) } },
    async (request, reply) => {
      const currency = currencyOf(request);
      return rowsFile(reply, 'COURSE_TURNOVER', (await courseTurnover(db, currency, request.query)).rows, currency, request);
    },
  );
  app.get<{ Querystring: z.output<typeof courseTurnoverPotentialParamsSchema> }>(
    reportRowsExcelPath('COURSE_TURNOVER_POTENTIAL'),
    { config: { access: { roles: COURSE_ADMINS } }, schema: { querystring: zodSchema(courseTurnoverPotentialParamsSchema) } },
    async (request, reply) => {
      const currency = currencyOf(request);
      return rowsFile(
        reply,
        'COURSE_TURNOVER_POTENTIAL',
        (await courseTurnoverPotential(db, currency, request.query)).rows,
        currency,
        request,
      );
    },
  );
};
