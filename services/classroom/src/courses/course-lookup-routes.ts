import { principalOf, zodResponse, zodSchema, type ZodTypeProvider } from '@atrium/service-core';
import { SITE_STORES } from '@atrium/core-contract';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import {
  ECOURSE_SEARCH_LIMIT,
  commentParamsSchema,
  courseCommentSchema,
  courseProviderSchema,
  CURRENCIES,
  currentStoreSchema,
  diplomaTemplateSchema,
  ecourseSchema,
  ecoursesQuerySchema,
  newCommentSchema,
  providerParamsSchema,
  responsibleUserSchema,
} from '@atrium/classroom-contract';
import { COURSE_ADMINS } from './access';
import { responsibleUsers, searchEcourses } from './published-lookups';
import { requireCourse } from './require-course';
import { classroomDb } from '../db';

export const courseLookupRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = classroomDb(shared);
  const read = { access: COURSE_ADMINS };

  // Provider names are public: the e-course catalogue shows them to every signed-in user.
  app.get(
    '/data/courseProviders',
    { config: { access: 'authenticated' }, schema: { response: { 200: zodResponse(z.array(courseProviderSchema)) } } },
    async () =>
      db
        .selectFrom('course_provider')
        .select(['id', 'name', 'default_diploma_template_id as defaultDiplomaTemplateId'])
        .orderBy('name')
        .execute(),
  );

  app.get(
    '/data/courseProviders/:providerId/diplomaTemplates',
    { config: read, schema: { params: zodSchema(providerParamsSchema), response: { 200: zodResponse(z.array(diplomaTemplateSchema)) } } },
    async (request) =>
      db
        .selectFrom('diploma_template')
        .select(['id', 'name'])
        .where('course_provider_id', '=', request.params.providerId)
        .orderBy('name')
        .execute(),
  );

  app.get('/data/currencies', { config: read, schema: { response: { 200: zodResponse(z.array(z.string())) } } }, async () => [
    ...CURRENCIES,
  ]);

  app.get(
    '/data/store/getCurrentStore',
    { config: read, schema: { response: { 200: zodResponse(currentStoreSchema) } } },
    async (request) => {
      const { site } = principalOf(request);
      return { site, ...SITE_STORES[site] };
    },
  );

  app.get(
    '/data/clcourses/responsibleUsers',
    { config: read, schema: { response: { 200: zodResponse(z.array(responsibleUserSchema)) } } },
    async () => responsibleUsers(shared),
  );

  // Tags already used by some course: what the tag picker offers.
  app.get('/data/clcourses/tags', { config: read, schema: { response: { 200: zodResponse(z.array(z.string())) } } }, async () => {
    const { rows } = await sql<{ tag: string }>`
      select distinct tag from classroom.classroom_course, unnest(course_tags || product_categories) as tag order by tag`.execute(shared);
    return rows.map((row) => row.tag);
  });

  app.get(
    '/data/ecourses',
    { config: read, schema: { querystring: zodSchema(ecoursesQuerySchema), response: { 200: zodResponse(z.array(ecourseSchema)) } } },
    async (request) => searchEcourses(shared, request.query.q, ECOURSE_SEARCH_LIMIT),
  );

  const commentResponse = { 200: zodResponse(z.array(courseCommentSchema)) };
  const readComments = async (courseId: number, type: string) => {
    const rows = await db
      .selectFrom('classroom_course_comment')
      .select(['id', 'type', 'text', 'author_name', 'created_at'])
      .where('classroom_course_id', '=', courseId)
      .where('type', '=', type)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      type: row.type as 'note',
      text: row.text,
      authorName: row.author_name,
      createdAt: row.created_at.toISOString(),
    }));
  };

  app.get(
    '/data/clcourses/:id/comments/:type',
    { config: read, schema: { params: zodSchema(commentParamsSchema), response: commentResponse } },
    async (request) => {
      await requireCourse(db, request.params.id);
      return readComments(request.params.id, request.params.type);
    },
  );

  app.post(
    '/data/clcourses/:id/comments/:type',
    { config: read, schema: { params: zodSchema(commentParamsSchema), body: zodSchema(newCommentSchema), response: commentResponse } },
    async (request) => {
      await requireCourse(db, request.params.id);
      const principal = principalOf(request);
      await db
        .insertInto('classroom_course_comment')
        .values({
          classroom_course_id: request.params.id,
          type: request.params.type,
          text: request.body.text,
          author_user_id: principal.userId,
          author_name: principal.username,
        })
        .execute();
      return readComments(request.params.id, request.params.type);
    },
  );
};
