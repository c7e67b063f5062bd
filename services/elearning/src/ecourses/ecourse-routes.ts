import {
  containsPattern,
  HttpError,
  zodResponse,
  zodSchema,
  type ZodTypeProvider,
  COURSE_ADMINS,
  PLATFORM_ADMINS,
} from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  classroomCourseParamsSchema,
  competenceRefreshSchema,
  ecourseCreatedSchema,
  ecourseFromCourseSchema,
  ecourseGeneralSchema,
  ecourseParamsSchema,
  ecourseSchema,
  ecourseSearchQuerySchema,
  ecourseSearchResultSchema,
  ecourseUuidParamsSchema,
  ecourseUuidSchema,
  integrationNumberSchema,
  responsibleUserListSchema,
  responsibleUsersBodySchema,
  type EcourseGeneral,
} from '@atrium/elearning-contract';
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
export const ecourseRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);
  const params = zodSchema(ecourseParamsSchema);
  const course = { 200: zodResponse(ecourseSchema) };
  const created = { 201: zodResponse(ecourseCreatedSchema) };

  app.get(
    '/data/ecourses/search',
    {
      config: { access: { roles: COURSE_ADMINS } },
      schema: { querystring: zodSchema(ecourseSearchQuerySchema), response: { 200: zodResponse(ecourseSearchResultSchema) } },
    },
    async (request) => {
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
    },
  );

  app.get(
    '/data/ecourses/responsibleUsers',
    { config: { access: { roles: COURSE_ADMINS } }, schema: { response: { 200: zodResponse(responsibleUserListSchema) } } },
    async () => responsibleUsers(shared),
  );

  app.get('/data/ecourses/:id', { config: { access: { roles: COURSE_ADMINS } }, schema: { params, response: course } }, async (request) =>
    toEcourse(await requireEcourse(db, request.params.id)),
  );

  app.put(
    '/data/ecourses/:id',
    { config: { access: { roles: COURSE_ADMINS } }, schema: { params, body: zodSchema(ecourseGeneralSchema), response: course } },
    async (request) => {
      const row = await db
        .updateTable('ecourse')
        .set(generalColumns(request.body))
        .where('id', '=', request.params.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'E-course not found');
      return toEcourse(row);
    },
  );

  app.post(
    '/data/ecourses/createFromCourse/:courseId',
    {
      config: { access: { roles: COURSE_ADMINS }, idempotent: true },
      schema: { params: zodSchema(classroomCourseParamsSchema), body: zodSchema(ecourseFromCourseSchema), response: created },
    },
    async (request, reply) => {
      const { localizedTexts, ...general } = request.body;
      const result = await inTransaction(db, async (trx) => {
        const ecourse = await insertEcourse(trx, general, request.params.courseId);
        await writeTexts(trx, ecourse.id, localizedTexts, 'body.localizedTexts');
        return ecourse;
      });
      return reply.code(201).send(result);
    },
  );

  // Document 001 §2: a copy never starts on sale, whatever the form sent.
  app.post(
    '/data/ecourses/copy/:id',
    {
      config: { access: { roles: COURSE_ADMINS }, idempotent: true },
      schema: { params, body: zodSchema(ecourseGeneralSchema), response: created },
    },
    async (request, reply) => {
      const flags = { ...request.body.eLearningCourseFlags, canPurchase: false, canStart: false, availableOfflineApp: false };
      const result = await inTransaction(db, async (trx) => {
        const original = await requireEcourse(trx, request.params.id);
        const copy = await insertEcourse(trx, { ...request.body, eLearningCourseFlags: flags }, null);
        await copyEcourseParts(trx, original.id, copy.id);
        return copy;
      });
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/data/ecourses/:id/uuid',
    { config: { access: { roles: COURSE_ADMINS } }, schema: { params, response: { 200: zodResponse(ecourseUuidSchema) } } },
    async (request) => ({
      uuid: (await requireEcourse(db, request.params.id)).uuid,
    }),
  );

  app.get(
    '/data/integrationNumberForElearningCourse/:uuid',
    {
      config: { access: { roles: COURSE_ADMINS } },
      schema: { params: zodSchema(ecourseUuidParamsSchema), response: { 200: zodResponse(integrationNumberSchema) } },
    },
    async (request) => {
      const row = await db.selectFrom('ecourse').select('product_id').where('uuid', '=', request.params.uuid).executeTakeFirst();
      if (!row) throw new HttpError(404, 'E-course not found');
      return { value: row.product_id };
    },
  );

  // Document 001 §6: platform admins edit the responsible users, on courses that exist.
  app.put(
    '/data/ecourses/:id/responsibleUsers',
    { config: { access: { roles: PLATFORM_ADMINS } }, schema: { params, body: zodSchema(responsibleUsersBodySchema), response: course } },
    async (request) => {
      const row = await db
        .updateTable('ecourse')
        .set({ course_responsible: request.body.courseResponsible, subject_responsible: request.body.subjectResponsible })
        .where('id', '=', request.params.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'E-course not found');
      return toEcourse(row);
    },
  );

  app.post(
    '/data/ecourses/:id/refreshCompetenceExpiry',
    { config: { access: { roles: COURSE_ADMINS } }, schema: { params, response: { 200: zodResponse(competenceRefreshSchema) } } },
    async (request) =>
      inTransaction(db, async (trx) => {
        await requireEcourse(trx, request.params.id);
        return { updated: await competenceRefresh(trx, request.params.id) };
      }),
  );
};
