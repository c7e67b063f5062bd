import multipart from '@fastify/multipart';
import { deleteFile, HttpError, openFile, saveFile, zodResponse, zodSchema, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import {
  ALLOWED_COURSE_FILE_TYPES,
  classroomCourseIdParamsSchema,
  courseFileParamsSchema,
  courseFileSchema,
  fileOrderSwapSchema,
  MAX_COURSE_FILE_BYTES,
} from '../contract';
import { COURSE_ADMINS } from '../courses/access';
import { requireCourse } from '../courses/require-course';
import { classroomDb, type ClassroomDb, type ClassroomTables } from '../db';

const AREA = 'classroom';

function listFiles(db: ClassroomDb | Transaction<ClassroomTables>, courseId: number) {
  return db
    .selectFrom('classroom_course_file as l')
    .innerJoin('media_file as f', 'f.id', 'l.media_file_id')
    .select(['f.id', 'f.file_name as fileName', 'f.content_type as contentType', 'f.size_bytes as sizeBytes', 'l.position'])
    .where('l.classroom_course_id', '=', courseId)
    .orderBy('l.position')
    .orderBy('f.id')
    .execute();
}

/** Positions stay 0..n-1 in the given order. */
async function renumber(trx: Transaction<ClassroomTables>, courseId: number, fileIds: readonly number[]) {
  for (const [position, fileId] of fileIds.entries()) {
    await trx
      .updateTable('classroom_course_file')
      .set({ position })
      .where('classroom_course_id', '=', courseId)
      .where('media_file_id', '=', fileId)
      .execute();
  }
}

async function lockedFileIds(trx: Transaction<ClassroomTables>, courseId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('classroom_course_file')
    .select('media_file_id')
    .where('classroom_course_id', '=', courseId)
    .orderBy('position')
    .orderBy('media_file_id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.media_file_id);
}

export const courseFileRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  // Registered in this plugin only, so multipart parsing (and its limits) applies to these routes alone.
  await fastify.register(multipart, { limits: { fileSize: MAX_COURSE_FILE_BYTES, files: 1, fields: 5 } });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = classroomDb(shared);
  const params = zodSchema(classroomCourseIdParamsSchema);
  const fileParams = zodSchema(courseFileParamsSchema);
  const fileList = { 200: zodResponse(z.array(courseFileSchema)) };

  app.get('/data/clcourses/:id/files', { config: { access: COURSE_ADMINS }, schema: { params, response: fileList } }, async (request) => {
    await requireCourse(db, request.params.id);
    return listFiles(db, request.params.id);
  });

  app.post(
    '/data/clcourses/:id/file',
    { config: { access: COURSE_ADMINS }, schema: { params, response: { 201: zodResponse(courseFileSchema) } } },
    async (request, reply) => {
      const courseId = request.params.id;
      await requireCourse(db, courseId);
      const upload = await request.file();
      if (!upload) throw new HttpError(400, 'file: no file was sent');
      if (!(ALLOWED_COURSE_FILE_TYPES as readonly string[]).includes(upload.mimetype)) {
        upload.file.resume();
        throw new HttpError(415, `file: type ${upload.mimetype} is not allowed`);
      }
      const stored = await saveFile(AREA, upload.file, { maxBytes: MAX_COURSE_FILE_BYTES, truncated: () => upload.file.truncated });
      try {
        const file = await db.transaction().execute(async (trx) => {
          const position = (await lockedFileIds(trx, courseId)).length;
          const media = await trx
            .insertInto('media_file')
            .values({ storage_key: stored.key, file_name: upload.filename.slice(0, 255), content_type: upload.mimetype, size_bytes: stored.sizeBytes })
            .returning(['id', 'file_name as fileName', 'content_type as contentType', 'size_bytes as sizeBytes'])
            .executeTakeFirstOrThrow();
          await trx.insertInto('classroom_course_file').values({ classroom_course_id: courseId, media_file_id: media.id, position }).execute();
          return { ...media, position };
        });
        return reply.code(201).send(file);
      } catch (error) {
        await deleteFile(AREA, stored.key);
        throw error;
      }
    },
  );

  app.get('/data/clcourses/:id/file/:fileId', { config: { access: COURSE_ADMINS }, schema: { params: fileParams } }, async (request, reply) => {
    const file = await db
      .selectFrom('classroom_course_file as l')
      .innerJoin('media_file as f', 'f.id', 'l.media_file_id')
      .select(['f.storage_key', 'f.file_name', 'f.content_type'])
      .where('l.classroom_course_id', '=', request.params.id)
      .where('f.id', '=', request.params.fileId)
      .executeTakeFirst();
    const stream = file && (await openFile(AREA, file.storage_key));
    if (!file || !stream) throw new HttpError(404, 'File not found');
    return reply
      .type(file.content_type)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.file_name)}`)
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });

  // Delete removes the file itself, wherever it is attached; detach (below) only unlinks it from this course.
  app.delete('/data/clcourses/:id/file/:fileId', { config: { access: COURSE_ADMINS }, schema: { params: fileParams } }, async (request, reply) => {
    const { id, fileId } = request.params;
    const key = await db.transaction().execute(async (trx) => {
      const ids = await lockedFileIds(trx, id);
      if (!ids.includes(fileId)) throw new HttpError(404, 'File not found');
      const media = await trx.deleteFrom('media_file').where('id', '=', fileId).returning('storage_key').executeTakeFirstOrThrow();
      await renumber(trx, id, ids.filter((other) => other !== fileId));
      return media.storage_key;
    });
    // After the commit: a failed transaction must not lose a file the database still points to.
    await deleteFile(AREA, key);
    return reply.code(204).send();
  });

  app.post('/data/clcourses/:id/file/:fileId/detach', { config: { access: COURSE_ADMINS }, schema: { params: fileParams } }, async (request, reply) => {
    const { id, fileId } = request.params;
    await db.transaction().execute(async (trx) => {
      const ids = await lockedFileIds(trx, id);
      if (!ids.includes(fileId)) throw new HttpError(404, 'File not found');
      await trx.deleteFrom('classroom_course_file').where('classroom_course_id', '=', id).where('media_file_id', '=', fileId).execute();
      await renumber(trx, id, ids.filter((other) => other !== fileId));
    });
    return reply.code(204).send();
  });

  // Media file order swap: the file at position `from` moves to `to`; the others close up.
  app.post(
    '/data/clcourses/:id/files/swap',
    { config: { access: COURSE_ADMINS }, schema: { params, body: zodSchema(fileOrderSwapSchema), response: fileList } },
    async (request) => {
      const { id } = request.params;
      const { from, to } = request.body;
      return db.transaction().execute(async (trx) => {
        await requireCourse(trx, id);
        const ids = await lockedFileIds(trx, id);
        if (from >= ids.length) throw new HttpError(400, 'body.from: no file at that position');
        if (to >= ids.length) throw new HttpError(400, 'body.to: no such position');
        const [moved] = ids.splice(from, 1);
        ids.splice(to, 0, moved as number);
        await renumber(trx, id, ids);
        return listFiles(trx, id);
      });
    },
  );
};
