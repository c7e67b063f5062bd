import { containsPattern, HttpError, addEndpoint } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { type EcourseGeneral, ecourseEndpoints } from '@atrium/elearning-contract';
import { elearningDb, type ElearningTables } from '../db';
import { inTransaction } from '../transaction';
import { competenceRefresh } from './competence-expiry';
import { copyEcourseParts } from './copy-ecourse';
import { generalColumns, toEcourse } from './ecourse-mapping';
import { writeTexts } from './ecourse-texts';
import { requireEcourse } from './require-ecourse';
import { responsibleUsers } from './responsible-users';

const insertEcourse = (trx: Transaction<ElearningTables>, course: EcourseGeneral, classroomCourseId: number | null) =>
  trx
    .insertInto('ecourse')
    .values({ ...generalColumns(course), classroom_course_id: classroomCourseId })
    .returning(['id', 'uuid'])
    .executeTakeFirstOrThrow();

/** The e-course itself (document 001 §2, §3, §7); the paths are listed in contract/ecourses.ts. */
export const ecourseRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = elearningDb(shared);

  addEndpoint(app, ecourseEndpoints.search, async (request) => {
    const { q, limit } = request.query;
    const pattern = containsPattern(q);
    return db
      .selectFrom('ecourse')
      .select(['id', 'internal_name as internalName'])
      .$if(q !== '', (query) => query.where((eb) => eb.or([eb('internal_name', 'ilike', pattern), eb(eb.cast('id', 'text'), '=', q)])))
      .orderBy((eb) => eb.fn('lower', ['internal_name']))
      .orderBy('id')
      .limit(limit)
      .execute();
  });

  addEndpoint(app, ecourseEndpoints.responsibleUsers, async () => responsibleUsers(shared));

  addEndpoint(app, ecourseEndpoints.get, async (request) => toEcourse(await requireEcourse(db, request.params.id)));

  addEndpoint(app, ecourseEndpoints.update, async (request) => {
    const row = await db
      .updateTable('ecourse')
      .set(generalColumns(request.body))
      .where('id', '=', request.params.id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'E-course not found');
    return toEcourse(row);
  });

  addEndpoint(app, ecourseEndpoints.createFromCourse, async (request, reply) => {
    const { localizedTexts, ...general } = request.body;
    const result = await inTransaction(db, async (trx) => {
      const ecourse = await insertEcourse(trx, general, request.params.courseId);
      await writeTexts(trx, ecourse.id, localizedTexts, 'body.localizedTexts');
      return ecourse;
    });
    return reply.code(201).send(result);
  });

  // Document 001 §2: a copy never starts on sale, whatever the form sent.
  addEndpoint(app, ecourseEndpoints.copy, async (request, reply) => {
    const flags = { ...request.body.eLearningCourseFlags, canPurchase: false, canStart: false, availableOfflineApp: false };
    const result = await inTransaction(db, async (trx) => {
      const original = await requireEcourse(trx, request.params.id);
      const copy = await insertEcourse(trx, { ...request.body, eLearningCourseFlags: flags }, null);
      await copyEcourseParts(trx, original.id, copy.id);
      return copy;
    });
    return reply.code(201).send(result);
  });

  addEndpoint(app, ecourseEndpoints.uuid, async (request) => ({
    uuid: (await requireEcourse(db, request.params.id)).uuid,
  }));

  addEndpoint(app, ecourseEndpoints.integrationNumber, async (request) => {
    const row = await db.selectFrom('ecourse').select('product_id').where('uuid', '=', request.params.uuid).executeTakeFirst();
    if (!row) throw new HttpError(404, 'E-course not found');
    return { value: row.product_id };
  });

  // Document 001 §6: platform admins edit the responsible users, on courses that exist.
  addEndpoint(app, ecourseEndpoints.setResponsibleUsers, async (request) => {
    const row = await db
      .updateTable('ecourse')
      .set({ course_responsible: request.body.courseResponsible, subject_responsible: request.body.subjectResponsible })
      .where('id', '=', request.params.id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'E-course not found');
    return toEcourse(row);
  });

  addEndpoint(app, ecourseEndpoints.refreshCompetenceExpiry, async (request) =>
    inTransaction(db, async (trx) => {
      await requireEcourse(trx, request.params.id);
      return { updated: await competenceRefresh(trx, request.params.id) };
    }),
  );
};
