import { addEndpoint, HttpError, RequestValidationError, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { happeningEndpoints as endpoints } from '@atrium/classroom-contract';
import { classroomDb, type ClassroomDb } from '../db';
import { ensureHappenings, happeningsOf, insertHappenings, syncInstanceDates, updateHappening } from './happening-store';

async function assertInstance(db: ClassroomDb, cliId: number, field?: string): Promise<void> {
  const row = await db.selectFrom('classroom_course_instance').select('id').where('id', '=', cliId).executeTakeFirst();
  if (row) return;
  throw field ? RequestValidationError.forField(field, [], 'validation.unknownChoice') : new HttpError(404, 'Course instance not found');
}

async function oneHappening(db: ClassroomDb, cliId: number, happeningId: number) {
  const found = (await happeningsOf(db, [cliId])).find((h) => h.id === happeningId);
  if (!found) throw new HttpError(404, 'Happening not found');
  return found;
}

/** Document 000 §7: the happenings (course days) of an instance and their instructors. */
export const happeningRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = classroomDb(shared);

  addEndpoint(app, endpoints.ofInstance, async (request) => {
    await db.transaction().execute((trx) => ensureHappenings(trx, request.params.id));
    return happeningsOf(db, [request.params.id]);
  });

  addEndpoint(app, endpoints.addToInstance, async (request) => {
    const cliId = request.params.id;
    const [id] = await db.transaction().execute(async (trx) => {
      await assertInstance(trx, cliId);
      const ids = await insertHappenings(trx, cliId, [request.body]);
      await syncInstanceDates(trx, cliId);
      return ids;
    });
    return oneHappening(db, cliId, id!);
  });

  addEndpoint(app, endpoints.create, async (request) => {
    const { cliId, ...happening } = request.body;
    const [id] = await db.transaction().execute(async (trx) => {
      await assertInstance(trx, cliId, 'body.cliId');
      const ids = await insertHappenings(trx, cliId, [happening]);
      await syncInstanceDates(trx, cliId);
      return ids;
    });
    return oneHappening(db, cliId, id!);
  });

  addEndpoint(app, endpoints.update, async (request) => {
    const cliId = await db.transaction().execute(async (trx) => {
      const owner = await updateHappening(trx, request.body);
      await syncInstanceDates(trx, owner);
      return owner;
    });
    return oneHappening(db, cliId, request.body.id);
  });

  addEndpoint(app, endpoints.remove, async (request) => {
    await db.transaction().execute(async (trx) => {
      const deleted = await trx
        .deleteFrom('classroom_happening')
        .where('id', '=', request.params.id)
        .returning('cli_id')
        .executeTakeFirst();
      if (!deleted) throw new HttpError(404, 'Happening not found');
      await syncInstanceDates(trx, deleted.cli_id);
    });
  });

  addEndpoint(app, endpoints.addOrUpdate, async (request) => {
    const body = request.body;
    await db.transaction().execute(async (trx) => {
      await assertInstance(trx, body.cliId, 'body.cliId');
      if (body.coursePlaceId !== null) {
        const place = await trx.selectFrom('course_place').select('id').where('id', '=', body.coursePlaceId).executeTakeFirst();
        if (!place) throw RequestValidationError.forField('body', ['coursePlaceId'], 'validation.unknownChoice');
      }
      await trx
        .updateTable('classroom_course_instance')
        .set({
          course_place_id: body.coursePlaceId,
          is_atrium_course_place_responsible: body.isAtriumCoursePlaceResponsible,
          course_place_confirmed: body.coursePlaceConfirmed,
        })
        .where('id', '=', body.cliId)
        .execute();
      const kept = body.oldHappenings.map((h) => h.id);
      let removal = trx.deleteFrom('classroom_happening').where('cli_id', '=', body.cliId);
      if (kept.length > 0) removal = removal.where('id', 'not in', kept);
      await removal.execute();
      for (const [index, happening] of body.oldHappenings.entries()) {
        await updateHappening(trx, happening, `body.oldHappenings.${index}`, body.cliId);
      }
      await insertHappenings(trx, body.cliId, body.newHappenings, 'body.newHappenings');
      await syncInstanceDates(trx, body.cliId);
    });
    return happeningsOf(db, [body.cliId]);
  });

  addEndpoint(app, endpoints.addInstructor, async (request) => {
    const { id, hid, iid } = request.params;
    await oneHappening(db, id, hid);
    await db
      .insertInto('classroom_happening_instructor')
      .values({ happening_id: hid, instructor_id: iid })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return oneHappening(db, id, hid);
  });

  addEndpoint(app, endpoints.removeInstructor, async (request) => {
    const { id, hid, iid } = request.params;
    await oneHappening(db, id, hid);
    await db.deleteFrom('classroom_happening_instructor').where('happening_id', '=', hid).where('instructor_id', '=', iid).execute();
    return oneHappening(db, id, hid);
  });
};
