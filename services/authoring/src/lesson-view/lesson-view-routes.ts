import { LESSON_VIEW_FILE_ROUTE, lessonFilePathSchema, lessonViewEndpoints, lessonViewParamsSchema } from '@atrium/authoring-contract';
import { addEndpoint, COURSE_RUNNERS, principalOf, RequestValidationError } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { authoringDb } from '../db';
import { sendLessonFile } from '../lessons/send-lesson-file';
import { viewableLesson } from './lesson-view-access';
import { lessonVideo, lessonView } from './lesson-view-query';

const fileParamsSchema = lessonViewParamsSchema.extend({ fileName: lessonFilePathSchema });

/** /elearningpackage/lessonview/{id}: one lesson read-only, with its video and files (decision 0251). */
export const lessonViewRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = authoringDb(shared);

  addEndpoint(app, lessonViewEndpoints.get, async (request) =>
    lessonView(db, await viewableLesson(db, shared, principalOf(request), request.params.id)),
  );

  addEndpoint(app, lessonViewEndpoints.video, async (request, reply) => {
    const lesson = await viewableLesson(db, shared, principalOf(request), request.params.id);
    return sendLessonFile(request, reply, await lessonVideo(db, lesson));
  });

  // An HTML lesson's page loads its css/, js/ and img/ files by relative address: the rest of the path is the file's.
  app.get(LESSON_VIEW_FILE_ROUTE, { config: { access: { roles: COURSE_RUNNERS } } }, async (request, reply) => {
    const { id, '*': fileName } = request.params as { id: string; '*': string };
    const params = fileParamsSchema.safeParse({ id, fileName });
    if (!params.success) throw RequestValidationError.fromZod('params', params.error);
    const lesson = await viewableLesson(db, shared, principalOf(request), params.data.id);
    const file = await db
      .selectFrom('lesson_file')
      .select(['storage_key', 'content_type', 'size_bytes'])
      .where('lesson_id', '=', lesson.id)
      .where('file_name', '=', params.data.fileName)
      .executeTakeFirst();
    return sendLessonFile(request, reply, file && { ...file, cache_key: lesson.cache_key });
  });
};
