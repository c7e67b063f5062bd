import multipart from '@fastify/multipart';
import { TASK_IMPORT_MAX_FILE_BYTES, taskImportEndpoints } from '@atrium/authoring-contract';
import { addEndpoint, HttpError, principalOf, RequestValidationError } from '@atrium/service-core';
import { readSpreadsheet, requestLocale } from '@atrium/service-core/excel';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { authorCustomerOf } from '../customer-details/author-customer';
import { authoringDb } from '../db';
import { writeTask } from '../tasks/task-store';
import { alreadyPresent } from './present-tasks';
import { checkTaskRows, resultOf } from './task-import-rows';
import { taskImportTemplate } from './task-import-template';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * /elearningpackage/taskimport: the template, and the upload that checks every row and saves all or none; a row whose
 * task is already there is marked and skipped (decision 0240).
 */
export const taskImportRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = authoringDb(shared);
  await app.register(multipart, { limits: { fileSize: TASK_IMPORT_MAX_FILE_BYTES, files: 1, fields: 0 } });

  addEndpoint(app, taskImportEndpoints.template, async (request, reply) => {
    authorCustomerOf(principalOf(request));
    return reply
      .type(XLSX)
      .header('content-disposition', 'attachment; filename="task-import.xlsx"')
      .header('cache-control', 'no-store')
      .send(await taskImportTemplate(requestLocale(request)));
  });

  addEndpoint(app, taskImportEndpoints.upload, async (request) => {
    const customerId = authorCustomerOf(principalOf(request));
    const upload = await request.file();
    if (!upload) throw RequestValidationError.forField('body', ['file'], 'validation.required');
    if (!/\.(xlsx|csv|txt)$/i.test(upload.filename)) {
      upload.file.resume();
      throw new HttpError(415, 'kpg.taskImport.fileType');
    }
    const bytes = await upload.toBuffer();
    const sheet = await readSpreadsheet(bytes).catch(() => {
      throw new HttpError(400, 'kpg.taskImport.unreadable');
    });
    const { locale } = request.query;
    const rows = checkTaskRows(sheet, locale);
    const ready = rows.length > 0 && rows.every((row) => row.task !== null);
    if (request.query.save !== 'true' || !ready) return resultOf(rows, await alreadyPresent(db, customerId, locale, rows), 0);
    return db.transaction().execute(async (trx) => {
      // One import per customer at a time: the same file sent twice at once saves its tasks once.
      await sql`select pg_advisory_xact_lock(hashtext('authoring.task_import'), ${customerId})`.execute(trx);
      const present = await alreadyPresent(trx, customerId, locale, rows);
      const fresh = rows.filter((row, index) => row.task && !present[index]);
      for (const row of fresh) await writeTask(trx, customerId, row.task!);
      return resultOf(rows, present, fresh.length);
    });
  });
};
