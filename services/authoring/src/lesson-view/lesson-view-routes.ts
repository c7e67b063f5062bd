import { LESSON_VIEW_FILE_ROUTE, lessonFilePathSchema, lessonViewEndpoints } from '@atrium/authoring-contract';
import { addEndpoint, HttpError, principalOf, RequestValidationError } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { authoringDb } from '../db';
import { sendLessonFile } from '../lessons/send-lesson-file';
import { viewableLesson } from './lesson-view-access';
import { grantFor, lessonOfGrant } from './lesson-view-grant';
import { lessonVideo, lessonView } from './lesson-view-query';

const fileParamsSchema = z.object({ grant: z.uuid(), fileName: lessonFilePathSchema });

/** /elearningpackage/lessonview/{id}: one lesson read-only, with its video and files (decision 0251). */
export const lessonViewRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = authoringDb(shared);

  addEndpoint(app, lessonViewEndpoints.get, async (request) => {
    const principal = principalOf(request);
    const lesson = await viewableLesson(db, shared, principal, request.params.id);
    return lessonView(db, lesson, await grantFor(db, lesson.id, principal.userId));
  });

  addEndpoint(app, lessonViewEndpoints.video, async (request, reply) => {
    const lesson = await viewableLesson(db, shared, principalOf(request), request.params.id);
    return sendLessonFile(request, reply, await lessonVideo(db, lesson));
  });

  // The lesson's files by the viewer's grant, not the session: an HTML lesson's page runs sandboxed on an opaque
  // origin, and the requests its relative addresses make (css/, js/, img/) carry no cookie.
  app.get(LESSON_VIEW_FILE_ROUTE, { config: { access: 'public' } }, async (request, reply) => {
    const { grant, '*': fileName } = request.params as { grant: string; '*': string };
    const params = fileParamsSchema.safeParse({ grant, fileName });
    if (!params.success) throw RequestValidationError.fromZod('params', params.error);
    const lesson = await lessonOfGrant(db, params.data.grant);
    if (!lesson) throw new HttpError(404, 'File not found');
    const file = await db
      .selectFrom('lesson_file')
      .select(['storage_key', 'content_type', 'size_bytes'])
      .where('lesson_id', '=', lesson.id)
      .where('file_name', '=', params.data.fileName)
      .executeTakeFirst();
    // That page's opaque origin is another origin than the app's: the app's same-origin resource policy would block
    // its pictures and scripts. The grant, not the origin, guards these files.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return sendLessonFile(request, reply, file && { ...file, cache_key: lesson.cache_key });
  });
};
