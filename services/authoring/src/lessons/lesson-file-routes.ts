import multipart from '@fastify/multipart';
import {
  LESSON_FILE_UPLOAD_PATH,
  lessonEndpoints,
  lessonFileNameSchema,
  lessonFilePathSchema,
  MAX_LESSON_FILE_BYTES,
} from '@atrium/authoring-contract';
import { addEndpoint, COURSE_ADMINS, deleteFile, HttpError, principalOf, RequestValidationError, saveFile } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { authorCustomerOf } from '../customer-details/author-customer';
import { authoringDb, type AuthoringDb } from '../db';
import { matchFiles } from './file-match';
import { deleteLessonFiles } from './delete-lesson-files';
import { AREA } from './lesson-file-area';
import { lessonDetail, lessonIdOf } from './lesson-query';
import { sendLessonFile } from './send-lesson-file';

/** The lesson a file goes to; only an HTML v2 lesson keeps folders. */
async function uploadTarget(db: AuthoringDb, customerId: number, uuid: string, fileName: string): Promise<number> {
  const lesson = await db
    .selectFrom('lesson')
    .select(['id', 'lesson_type'])
    .where('uuid', '=', uuid)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!lesson) throw new HttpError(404, 'Lesson not found');
  if (fileName.includes('/') && lesson.lesson_type !== 'htmlv2') throw new HttpError(409, 'kpg.files.foldersOnlyHtmlV2');
  return lesson.id;
}

const lessonFilePreviewParamsSchema = z.object({ uuid: z.uuid(), fileName: lessonFilePathSchema });

/** §7 lesson file upload, delete lesson file and file check before upload (one lesson's, and the mass upload's); the preview's file reads. */
export const lessonFileRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = authoringDb(shared);
  await app.register(multipart, { limits: { fileSize: MAX_LESSON_FILE_BYTES, files: 1, fields: 3 } });

  // The multipart form: lessonUuid first, then the file, whose name is the lesson file's name (§5 rules); an HTML v2
  // lesson's file may come with a path field before it, its folders and name (css/site.css, decision 0249).
  // A file of the same name is replaced; the old stored bytes go after the commit.
  app.post(LESSON_FILE_UPLOAD_PATH, { config: { access: { roles: COURSE_ADMINS } } }, async (request, reply) => {
    const customerId = authorCustomerOf(principalOf(request));
    const upload = await request.file();
    if (!upload) throw new RequestValidationError('file: no file was sent', { file: 'validation.required' });
    const fieldOf = (name: string) => {
      const field = upload.fields[name];
      return field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
    };
    const lessonUuid = z.uuid().safeParse(fieldOf('lessonUuid'));
    const path = fieldOf('path');
    const fileName = path === undefined ? lessonFileNameSchema.safeParse(upload.filename) : lessonFilePathSchema.safeParse(path);
    if (!lessonUuid.success || !fileName.success) {
      upload.file.resume();
      if (!lessonUuid.success) throw RequestValidationError.forField('body', ['lessonUuid'], 'validation.required');
      throw RequestValidationError.forField('body', [path === undefined ? 'file' : 'path'], 'kpg.file.invalidName');
    }
    const lessonId = await uploadTarget(db, customerId, lessonUuid.data, fileName.data).catch((error: unknown) => {
      upload.file.resume();
      throw error;
    });
    const stored = await saveFile(AREA, upload.file, { maxBytes: MAX_LESSON_FILE_BYTES, truncated: () => upload.file.truncated });
    let replaced: string | undefined;
    try {
      replaced = await db.transaction().execute(async (trx) => {
        const old = await trx
          .selectFrom('lesson_file')
          .select('storage_key')
          .where('lesson_id', '=', lessonId)
          .where('file_name', '=', fileName.data)
          .forUpdate()
          .executeTakeFirst();
        const values = {
          storage_key: stored.key,
          size_bytes: stored.sizeBytes,
          content_type: upload.mimetype || 'application/octet-stream',
          uploaded_at: new Date(),
        };
        await trx
          .insertInto('lesson_file')
          .values({ lesson_id: lessonId, file_name: fileName.data, ...values })
          .onConflict((oc) => oc.columns(['lesson_id', 'file_name']).doUpdateSet(values))
          .execute();
        await trx
          .updateTable('lesson')
          .set({ updated_at: new Date(), cache_key: sql`gen_random_uuid()` })
          .where('id', '=', lessonId)
          .execute();
        return old?.storage_key;
      });
    } catch (error) {
      await deleteFile(AREA, stored.key);
      throw error;
    }
    if (replaced) await deleteFile(AREA, replaced);
    return reply.code(201).send(await lessonDetail(db, customerId, lessonUuid.data));
  });

  addEndpoint(app, lessonEndpoints.deleteFile, async (request) => {
    const customerId = authorCustomerOf(principalOf(request));
    await deleteLessonFiles(db, customerId, request.params.uuid, request.params.fileName, false);
    return lessonDetail(db, customerId, request.params.uuid);
  });

  addEndpoint(app, lessonEndpoints.checkFiles, async (request) => {
    const lessonId = await lessonIdOf(db, authorCustomerOf(principalOf(request)), request.params.uuid);
    const names = request.body.fileNames;
    const invalid = names.filter((name) => !lessonFileNameSchema.safeParse(name).success);
    const valid = names.filter((name) => !invalid.includes(name));
    const existing = valid.length
      ? await db.selectFrom('lesson_file').select('file_name').where('lesson_id', '=', lessonId).where('file_name', 'in', valid).execute()
      : [];
    return { existing: existing.map((row) => row.file_name), invalid };
  });

  addEndpoint(app, lessonEndpoints.matchFiles, async (request) => ({
    files: await matchFiles(db, authorCustomerOf(principalOf(request)), request.body.fileNames),
  }));

  // The editor's preview (served as sendLessonFile says).
  app.get('/web/data/elearningpackage/lessonfiles/:uuid/*', { config: { access: { roles: COURSE_ADMINS } } }, async (request, reply) => {
    // An HTML v2 lesson's page loads its css/ and img/ files by relative address: the rest of the path is the file's.
    const { uuid, '*': fileName } = request.params as { uuid: string; '*': string };
    const params = lessonFilePreviewParamsSchema.safeParse({ uuid, fileName });
    if (!params.success) throw RequestValidationError.fromZod('params', params.error);
    const file = await db
      .selectFrom('lesson_file as f')
      .innerJoin('lesson as l', 'l.id', 'f.lesson_id')
      .select(['f.storage_key', 'f.content_type', 'f.size_bytes', 'l.cache_key'])
      .where('l.uuid', '=', params.data.uuid)
      .where('l.customer_id', '=', authorCustomerOf(principalOf(request)))
      .where('f.file_name', '=', params.data.fileName)
      .executeTakeFirst();
    return sendLessonFile(request, reply, file);
  });
};
