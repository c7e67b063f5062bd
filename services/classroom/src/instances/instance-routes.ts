import { HttpError, principalOf, zodResponse, zodSchema, type ZodTypeProvider, COURSE_ADMINS } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  canBuyInstance,
  changeClassroomCourseSchema,
  courseInstancesQuerySchema,
  idParamsSchema,
  instanceCreateSchema,
  instanceListSchema,
  instancePageQuerySchema,
  instancePageSchema,
  instanceSchema,
  instanceStatusListSchema,
  instanceWithBuyInfoSchema,
  instanceWriteSchema,
  INSTANCE_STATUSES,
  uuidSchema,
  cliIdParamsSchema,
} from '@atrium/classroom-contract';
import { classroomDb } from '../db';
import { ensureHappenings } from './happening-store';
import { assertCourseExists, createInstance, listCourseInstances, loadInstance, pageInstances, updateInstance } from './instance-store';

const instanceResponse = { 200: zodResponse(instanceSchema) };

/** Document 000 §7 "Instances": the instance itself, its lists and its course. */
export const instanceRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = classroomDb(shared);
  const config = { access: { roles: COURSE_ADMINS } };

  app.get(
    '/clicourses',
    {
      config: { ...config, idempotent: true },
      schema: { querystring: zodSchema(instancePageQuerySchema), response: { 200: zodResponse(instancePageSchema) } },
    },
    async (request) => pageInstances(db, request.query.page, request.query.pageSize),
  );

  app.get('/clicourses/coursestatuses/', { config, schema: { response: { 200: zodResponse(instanceStatusListSchema) } } }, async () => [
    ...INSTANCE_STATUSES,
  ]);

  app.get('/clicourses/:id', { config, schema: { params: zodSchema(idParamsSchema), response: instanceResponse } }, async (request) =>
    loadInstance(db, request.params.id),
  );

  app.get(
    '/clicourses/with-buy-info/:id',
    { config, schema: { params: zodSchema(idParamsSchema), response: { 200: zodResponse(instanceWithBuyInfoSchema) } } },
    async (request) => {
      const instance = await loadInstance(db, request.params.id);
      const { rows } = await sql<{ today: string }>`select current_date::text as today`.execute(db);
      return { ...instance, canBuy: canBuyInstance(instance, rows[0]!.today) };
    },
  );

  app.get(
    '/clicourses/getuuid/:cliid',
    { config, schema: { params: zodSchema(cliIdParamsSchema), response: { 200: zodResponse(uuidSchema) } } },
    async (request) => {
      const row = await db.selectFrom('classroom_course_instance').select('uuid').where('id', '=', request.params.cliid).executeTakeFirst();
      if (!row) throw new HttpError(404, 'Course instance not found');
      return { uuid: row.uuid };
    },
  );

  app.get(
    '/clicourses/clcourse/:id',
    {
      config,
      schema: {
        params: zodSchema(idParamsSchema),
        querystring: zodSchema(courseInstancesQuerySchema),
        response: { 200: zodResponse(instanceListSchema) },
      },
    },
    async (request) => {
      const course = await db.selectFrom('classroom_course').select('id').where('id', '=', request.params.id).executeTakeFirst();
      if (!course) throw new HttpError(404, 'Classroom course not found');
      return listCourseInstances(db, request.params.id, request.query.span);
    },
  );

  app.post(
    '/clicourses',
    { config, schema: { body: zodSchema(instanceCreateSchema), response: { 201: zodResponse(instanceSchema) } } },
    async (request, reply) => {
      const isPlatformAdmin = principalOf(request).roles.includes('atrium');
      const { firstDate, ...write } = request.body;
      const id = await db.transaction().execute(async (trx) => {
        const created = await createInstance(trx, write, isPlatformAdmin);
        await ensureHappenings(trx, created, firstDate);
        return created;
      });
      return reply.code(201).send(await loadInstance(db, id));
    },
  );

  app.put(
    '/clicourses/:id',
    { config, schema: { params: zodSchema(idParamsSchema), body: zodSchema(instanceWriteSchema), response: instanceResponse } },
    async (request) => {
      const isPlatformAdmin = principalOf(request).roles.includes('atrium');
      await db.transaction().execute((trx) => updateInstance(trx, request.params.id, request.body, isPlatformAdmin));
      return loadInstance(db, request.params.id);
    },
  );

  // Participants are licenses people hold: an instance that has any is kept (cancel it instead).
  app.delete('/clicourse/:id', { config, schema: { params: zodSchema(idParamsSchema) } }, async (request, reply) => {
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
    return reply.code(204).send();
  });

  app.post(
    '/clicourse/changeclassroomcourse/:id',
    { config, schema: { params: zodSchema(idParamsSchema), body: zodSchema(changeClassroomCourseSchema), response: instanceResponse } },
    async (request) => {
      await assertCourseExists(db, request.body.courseClassroomId, 'body.courseClassroomId');
      const moved = await db
        .updateTable('classroom_course_instance')
        .set({ classroom_course_id: request.body.courseClassroomId })
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (moved.numUpdatedRows === 0n) throw new HttpError(404, 'Course instance not found');
      return loadInstance(db, request.params.id);
    },
  );
};
