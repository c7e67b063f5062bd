import { addEndpoint, HttpError, principalOf } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { canBuyInstance, instanceEndpoints, INSTANCE_STATUSES } from '@atrium/classroom-contract';
import { classroomDb } from '../db';
import { ensureHappenings } from './happening-store';
import { assertCourseExists, createInstance, listCourseInstances, loadInstance, pageInstances, updateInstance } from './instance-store';

/** Document 000 §7 "Instances": the instance itself, its lists and its course. */
export const instanceRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, instanceEndpoints.page, async (request) => pageInstances(db, request.query.page, request.query.pageSize));

  addEndpoint(app, instanceEndpoints.statuses, async () => [...INSTANCE_STATUSES]);

  addEndpoint(app, instanceEndpoints.get, async (request) => loadInstance(db, request.params.id));

  addEndpoint(app, instanceEndpoints.withBuyInfo, async (request) => {
    const instance = await loadInstance(db, request.params.id);
    const { rows } = await sql<{ today: string }>`select current_date::text as today`.execute(db);
    return { ...instance, canBuy: canBuyInstance(instance, rows[0]!.today) };
  });

  addEndpoint(app, instanceEndpoints.uuid, async (request) => {
    const row = await db.selectFrom('classroom_course_instance').select('uuid').where('id', '=', request.params.cliid).executeTakeFirst();
    if (!row) throw new HttpError(404, 'Course instance not found');
    return { uuid: row.uuid };
  });

  addEndpoint(app, instanceEndpoints.ofCourse, async (request) => {
    const course = await db.selectFrom('classroom_course').select('id').where('id', '=', request.params.id).executeTakeFirst();
    if (!course) throw new HttpError(404, 'Classroom course not found');
    return listCourseInstances(db, request.params.id, request.query.span);
  });

  addEndpoint(app, instanceEndpoints.create, async (request) => {
    const isPlatformAdmin = principalOf(request).roles.includes('atrium');
    const { firstDate, ...write } = request.body;
    const id = await db.transaction().execute(async (trx) => {
      const created = await createInstance(trx, write, isPlatformAdmin);
      await ensureHappenings(trx, created, firstDate);
      return created;
    });
    return loadInstance(db, id);
  });

  addEndpoint(app, instanceEndpoints.update, async (request) => {
    const isPlatformAdmin = principalOf(request).roles.includes('atrium');
    await db.transaction().execute((trx) => updateInstance(trx, request.params.id, request.body, isPlatformAdmin));
    return loadInstance(db, request.params.id);
  });

  // Participants are licenses people hold: an instance that has any is kept (cancel it instead).
  addEndpoint(app, instanceEndpoints.remove, async (request) => {
    await db.transaction().execute(async (trx) => {
      const instance = await trx
        .selectFrom('classroom_course_instance')
        .select('id')
        .where('id', '=', request.params.id)
        .forUpdate()
        .executeTakeFirst();
      if (!instance) throw new HttpError(404, 'Course instance not found');
      const participant = await trx.selectFrom('participant').select('id').where('cli_id', '=', instance.id).limit(1).executeTakeFirst();
      if (participant) throw new HttpError(409, 'clicourse.hasParticipants');
      await trx.deleteFrom('classroom_course_instance').where('id', '=', instance.id).execute();
    });
  });

  addEndpoint(app, instanceEndpoints.changeCourse, async (request) => {
    await assertCourseExists(db, request.body.courseClassroomId, 'body.courseClassroomId');
    const moved = await db
      .updateTable('classroom_course_instance')
      .set({ classroom_course_id: request.body.courseClassroomId })
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) throw new HttpError(404, 'Course instance not found');
    return loadInstance(db, request.params.id);
  });
};
