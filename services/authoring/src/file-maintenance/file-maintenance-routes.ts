import { fileMaintenanceEndpoints, type FileJob } from '@atrium/authoring-contract';
import { addEndpoint, HttpError, principalOf } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { authorCustomerOf } from '../customer-details/author-customer';
import { authoringDb, type AuthoringDb } from '../db';
import { enqueueJob, jobQueueReady } from '../job-queue/job-queue';
import { lessonDetail } from '../lessons/lesson-query';
import { RESIZE_QUEUE } from './resize-queue';

const latestResizeJob = (db: AuthoringDb, customerId: number) =>
  db
    .selectFrom('file_job')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'resize_images')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

const fileJobOf = (row: NonNullable<Awaited<ReturnType<typeof latestResizeJob>>>): FileJob => ({
  id: row.id,
  status: row.status,
  maxWidth: row.max_width,
  total: row.total,
  done: row.done,
  changed: row.changed,
  message: row.message,
  createdAt: row.created_at.toISOString(),
  finishedAt: row.finished_at?.toISOString() ?? null,
});

/** §7 rename unique file name, invalidate cache keys and resize all files (decision 0249). */
export const fileMaintenanceRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = authoringDb(shared);

  addEndpoint(app, fileMaintenanceEndpoints.renameUniqueFileName, async (request) => {
    const customerId = authorCustomerOf(principalOf(request));
    const { uuid } = request.params;
    const { uniqueFileName } = request.body;
    await db.transaction().execute(async (trx) => {
      // The unique index (customer, unique file name) decides a race; the read only names the refusal.
      const taken = await trx
        .selectFrom('lesson')
        .select('uuid')
        .where('customer_id', '=', customerId)
        .where('unique_file_name', '=', uniqueFileName)
        .where('uuid', '!=', uuid)
        .executeTakeFirst();
      if (taken) throw new HttpError(409, 'kpg.file.uniqueNameTaken');
      const row = await trx
        .updateTable('lesson')
        .set({ unique_file_name: uniqueFileName, updated_at: new Date() })
        .where('uuid', '=', uuid)
        .where('customer_id', '=', customerId)
        .returning('id')
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'Lesson not found');
    });
    return lessonDetail(db, customerId, uuid);
  });

  addEndpoint(app, fileMaintenanceEndpoints.invalidateCacheKeys, async (request) => {
    const customerId = authorCustomerOf(principalOf(request));
    const { lessonUuids } = request.body;
    let update = db
      .updateTable('lesson')
      .set({ cache_key: sql`gen_random_uuid()` })
      .where('customer_id', '=', customerId);
    if (lessonUuids) {
      if (lessonUuids.length === 0) return { lessons: 0 };
      update = update.where('uuid', 'in', lessonUuids);
    }
    const result = await update.executeTakeFirst();
    return { lessons: Number(result.numUpdatedRows) };
  });

  addEndpoint(app, fileMaintenanceEndpoints.resizeAll, async (request) => {
    const customerId = authorCustomerOf(principalOf(request));
    await jobQueueReady(shared, RESIZE_QUEUE);
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('file_job')
        .values({ customer_id: customerId, kind: 'resize_images', max_width: request.body.maxWidth })
        .onConflict((oc) => oc.columns(['customer_id', 'kind']).where('status', 'in', ['queued', 'running']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) await enqueueJob(trx, RESIZE_QUEUE, row.id);
    });
    // A start while a job is open answers that job: the screen shows its progress either way.
    return fileJobOf((await latestResizeJob(db, customerId))!);
  });

  addEndpoint(app, fileMaintenanceEndpoints.resizeStatus, async (request) => {
    const row = await latestResizeJob(db, authorCustomerOf(principalOf(request)));
    return row ? fileJobOf(row) : null;
  });
};
