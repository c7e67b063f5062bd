import { addEndpoint, principalOf } from '@atrium/service-core';
import { SITE_STORES } from '@atrium/core-contract';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { courseLookupEndpoints, CURRENCIES, ECOURSE_SEARCH_LIMIT } from '@atrium/classroom-contract';
import { responsibleUsers, searchEcourses } from './published-lookups';
import { requireCourse } from './require-course';
import { classroomDb } from '../db';

export const courseLookupRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, courseLookupEndpoints.providers, async () =>
    db
      .selectFrom('course_provider')
      .select(['id', 'name', 'default_diploma_template_id as defaultDiplomaTemplateId'])
      .orderBy('name')
      .execute(),
  );

  addEndpoint(app, courseLookupEndpoints.diplomaTemplates, async (request) =>
    db
      .selectFrom('diploma_template')
      .select(['id', 'name'])
      .where('course_provider_id', '=', request.params.providerId)
      .orderBy('name')
      .execute(),
  );

  addEndpoint(app, courseLookupEndpoints.currencies, async () => [...CURRENCIES]);

  addEndpoint(app, courseLookupEndpoints.currentStore, async (request) => {
    const { site } = principalOf(request);
    return { site, ...SITE_STORES[site] };
  });

  addEndpoint(app, courseLookupEndpoints.responsibleUsers, async () => responsibleUsers(shared));

  // Tags already used by some course: what the tag picker offers.
  addEndpoint(app, courseLookupEndpoints.tags, async () => {
    const { rows } = await sql<{ tag: string }>`
      select distinct tag from classroom.classroom_course, unnest(course_tags || product_categories) as tag order by tag`.execute(shared);
    return rows.map((row) => row.tag);
  });

  addEndpoint(app, courseLookupEndpoints.ecourses, async (request) => searchEcourses(shared, request.query.q, ECOURSE_SEARCH_LIMIT));

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

  addEndpoint(app, courseLookupEndpoints.comments, async (request) => {
    await requireCourse(db, request.params.id);
    return readComments(request.params.id, request.params.type);
  });

  addEndpoint(app, courseLookupEndpoints.addComment, async (request) => {
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
  });
};
