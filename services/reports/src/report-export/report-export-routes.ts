import { addEndpoint, HttpError, openFile, principalOf, RequestValidationError } from '@atrium/service-core';
import { requestLocale } from '@atrium/service-core/excel';
import {
  classroomSearchParamsSchemas,
  reportExportEndpoints,
  reportFileName,
  type ReportExport,
  type ClassroomSearchType,
} from '@atrium/reports-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { reportsDb, type ReportsDb } from '../db';
import { currencyOf } from '../classroom-search/classroom-search-routes';
import { enqueueReportExport, reportExportQueueReady } from './report-export-queue';
import { REPORT_FILE_TYPES } from './report-file';
import { REPORT_EXPORT_FILES } from './run-report-export';

/** A query string's parameters as a link carries them: a repeated name (product categories) becomes a list. */
function queryParams(query: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(query)) {
    const before = params[name];
    params[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return params;
}

/** The export if it is the caller's: someone else's is 403 (its file holds turnover), a missing one 404. */
async function ownExport(db: ReportsDb, id: number, userId: number) {
  const row = await db.selectFrom('report_export').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, 'reportExport.error.notFound');
  if (row.owner_id !== userId) throw new HttpError(403, 'reportExport.error.notYours');
  return row;
}

function answer(row: Awaited<ReturnType<typeof ownExport>>): ReportExport {
  const type = row.type as ClassroomSearchType;
  return {
    id: row.id,
    type,
    format: row.format,
    status: row.status,
    done: row.done,
    total: row.total,
    fileName: reportFileName(type, row.format),
    error: row.error,
  };
}

export const reportExportRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = reportsDb(shared);

  addEndpoint(app, reportExportEndpoints.start, async (request, reply) => {
    const { type, format, query } = request.body;
    const raw = queryParams(query);
    // The search's own rules (the 180 days, the dates), checked now so a refusal names the field at once.
    const checked = classroomSearchParamsSchemas[type].safeParse(raw);
    if (!checked.success) throw RequestValidationError.fromZod('query', checked.error);
    await reportExportQueueReady(shared);
    const row = await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('report_export')
        .values({
          owner_id: principalOf(request).userId,
          type,
          format,
          currency: currencyOf(request),
          locale: requestLocale(request),
          params: JSON.stringify(raw),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await enqueueReportExport(trx, created.id);
      return created;
    });
    return reply.code(202).send(answer(row));
  });

  addEndpoint(app, reportExportEndpoints.get, async (request) =>
    answer(await ownExport(db, request.params.id, principalOf(request).userId)),
  );

  addEndpoint(app, reportExportEndpoints.file, async (request, reply) => {
    const row = await ownExport(db, request.params.id, principalOf(request).userId);
    if (row.status !== 'done' || !row.file_key) throw new HttpError(409, 'reportExport.error.notReady');
    const file = await openFile(REPORT_EXPORT_FILES, row.file_key);
    if (!file) throw new HttpError(404, 'reportExport.error.gone');
    return reply
      .type(REPORT_FILE_TYPES[row.format])
      .header('content-disposition', `attachment; filename="${answer(row).fileName}"`)
      .header('cache-control', 'no-store')
      .send(file);
  });
};
