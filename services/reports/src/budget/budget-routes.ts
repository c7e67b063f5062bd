import { addEndpoint, PLATFORM_ADMINS, principalOf, RequestValidationError } from '@atrium/service-core';
import { requestLocale } from '@atrium/service-core/excel';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { BUDGET_EXCEL_PATH, BUDGET_IMPORT_PATH, budgetEndpoints, budgetSiteSchema, XLSX_CONTENT_TYPE } from '@atrium/reports-contract';
import { reportsDb } from '../db';
import { budgetReport } from './budget-report';
import { budgetWorkbook, readBudgetSheet } from './budget-excel';
import { budgetYear, saveBudgets } from './budget-store';

/** An uploaded budget sheet is small: a century of both sites' months is far below this. */
const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/** Budgets (document 003 §9, decision 0211): read by course staff, set and imported by platform admins. */
export const budgetRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = reportsDb(shared);
  // Only this plugin takes a spreadsheet as a request body.
  app.addContentTypeParser(XLSX_CONTENT_TYPE, { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  addEndpoint(app, budgetEndpoints.year, async (request) => budgetYear(db, request.params.site, request.params.year));
  addEndpoint(app, budgetEndpoints.save, async (request) => {
    const { site, year } = request.params;
    await saveBudgets(
      db,
      request.body.months.map((entry) => ({ site, year, ...entry })),
      principalOf(request).userId,
    );
    return budgetYear(db, site, year);
  });
  addEndpoint(app, budgetEndpoints.report, async (request) => budgetReport(db, request.params.site, request.params.year));

  app.post(BUDGET_IMPORT_PATH, { config: { access: { roles: PLATFORM_ADMINS } } }, async (request) => {
    if (!Buffer.isBuffer(request.body)) throw RequestValidationError.forField('body', ['file'], 'budget.import.notExcel');
    const entries = await readBudgetSheet(request.body);
    await saveBudgets(db, entries, principalOf(request).userId);
    const years = [...new Map(entries.map((entry) => [`${entry.site}-${entry.year}`, { site: entry.site, year: entry.year }])).values()];
    return { imported: entries.length, years };
  });

  app.get<{ Querystring: { site?: string } }>(
    BUDGET_EXCEL_PATH,
    { config: { access: { roles: PLATFORM_ADMINS } } },
    async (request, reply) => {
      const site = budgetSiteSchema.safeParse(request.query.site);
      if (!site.success) throw RequestValidationError.forField('query', ['site'], 'budget.invalid.site');
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="budgets-${site.data}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(budgetWorkbook(db, site.data, requestLocale(request)));
    },
  );
};
