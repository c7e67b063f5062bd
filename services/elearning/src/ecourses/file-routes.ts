import multipart from '@fastify/multipart';
import { addEndpoint, deleteFile, HttpError, openFile, RequestValidationError, saveFile, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  ALLOWED_MEDIA_FILE_TYPES,
  ecourseFileEndpoints as endpoints,
  MAX_MEDIA_FILE_BYTES,
  type EcourseFile,
} from '@atrium/elearning-contract';
import { elearningDb, type ElearningDb, type ElearningTables } from '../db';
import { inTransaction } from '../transaction';
import { requireEcourse } from './require-ecourse';

// The e-learning area's folder of the core file storage (ATRIUM_FILES_DIR/elearning-files).
const AREA = 'elearning-files';

async function listFiles(db: ElearningDb | Transaction<ElearningTables>, ecourseId: number): Promise<EcourseFile[]> {
  const rows = await db
    .selectFrom('ecourse_file as l')
    .innerJoin('media_file as f', 'f.id', 'l.media_file_id')
    .select([
      'l.id',
      'l.file_type as fileType',
      'l.locale',
      'f.id as fileId',
      'f.file_name as fileName',
      'f.content_type as contentType',
      'f.size_bytes as sizeBytes',
      'l.position',
    ])
    .where('l.ecourse_id', '=', ecourseId)
    .orderBy('l.position')
    .orderBy('l.id')
    .execute();
  return rows.map((row) => ({ ...row, locale: row.locale as EcourseFile['locale'] }));
}

/** The course's file links in their order, locked for the change that follows. */
async function lockedFileIds(trx: Transaction<ElearningTables>, ecourseId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('ecourse_file')
    .select('media_file_id')
    .where('ecourse_id', '=', ecourseId)
    .orderBy('position')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.media_file_id);
}

/** Positions stay 0..n-1 in the given order. */
async function renumber(trx: Transaction<ElearningTables>, ecourseId: number, fileIds: readonly number[]) {
  for (const [position, fileId] of fileIds.entries()) {
    await trx
      .updateTable('ecourse_file')
      .set({ position })
      .where('ecourse_id', '=', ecourseId)
      .where('media_file_id', '=', fileId)
      .execute();
  }
}

/** Course material (document 001 §2, §3, §7): upload, download, detach and drag-and-drop order. */
export const fileRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  // Registered in this plugin only, so multipart parsing (and its limits) applies to these routes alone.
  await fastify.register(multipart, { limits: { fileSize: MAX_MEDIA_FILE_BYTES, files: 1, fields: 5 } });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);
  addEndpoint(app, endpoints.list, async (request) => {
    await requireEcourse(db, request.params.id);
    return listFiles(db, request.params.id);
  });

  addEndpoint(app, endpoints.upload, async (request) => {
    const ecourseId = request.params.id;
    await requireEcourse(db, ecourseId);
    if (!request.isMultipart()) throw RequestValidationError.forField('file', [], 'validation.required');
    const upload = await request.file();
    if (!upload) throw RequestValidationError.forField('file', [], 'validation.required');
    if (!(ALLOWED_MEDIA_FILE_TYPES as readonly string[]).includes(upload.mimetype)) {
      upload.file.resume();
      throw new HttpError(415, 'upload.typeNotAllowed');
    }
    const stored = await saveFile(AREA, upload.file, { maxBytes: MAX_MEDIA_FILE_BYTES, truncated: () => upload.file.truncated });
    let linkId: number;
    try {
      linkId = await inTransaction(db, async (trx) => {
        const position = (await lockedFileIds(trx, ecourseId)).length;
        const media = await trx
          .insertInto('media_file')
          .values({
            storage_key: stored.key,
            file_name: upload.filename.slice(0, 255),
            content_type: upload.mimetype,
            size_bytes: stored.sizeBytes,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const link = await trx
          .insertInto('ecourse_file')
          .values({
            ecourse_id: ecourseId,
            media_file_id: media.id,
            file_type: request.query.fileType,
            locale: request.query.locale ?? null,
            position,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return link.id;
      });
    } catch (error) {
      // No row points to the stored file: it must not stay behind.
      await deleteFile(AREA, stored.key);
      throw error;
    }
    return (await listFiles(db, ecourseId)).find((listed) => listed.id === linkId)!;
  });

  addEndpoint(app, endpoints.content, async (request, reply) => {
    const file = await db
      .selectFrom('ecourse_file as l')
      .innerJoin('media_file as f', 'f.id', 'l.media_file_id')
      .select(['f.storage_key', 'f.file_name', 'f.content_type'])
      .where('l.ecourse_id', '=', request.params.id)
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

  // A copied course shares the stored file: the file itself goes only with its last link.
  addEndpoint(app, endpoints.detach, async (request) => {
    const { id, fileId } = request.params;
    const orphanKey = await inTransaction(db, async (trx) => {
      const ids = await lockedFileIds(trx, id);
      if (!ids.includes(fileId)) throw new HttpError(404, 'File not found');
      await trx.deleteFrom('ecourse_file').where('ecourse_id', '=', id).where('media_file_id', '=', fileId).execute();
      await renumber(
        trx,
        id,
        ids.filter((other) => other !== fileId),
      );
      const stillLinked = await trx.selectFrom('ecourse_file').select('id').where('media_file_id', '=', fileId).executeTakeFirst();
      if (stillLinked) return null;
      return (await trx.deleteFrom('media_file').where('id', '=', fileId).returning('storage_key').executeTakeFirstOrThrow()).storage_key;
    });
    // After the commit: a rolled-back detach must not lose a file the database still points to.
    if (orphanKey) await deleteFile(AREA, orphanKey);
  });

  addEndpoint(app, endpoints.swap, async (request) => {
    const { id } = request.params;
    const { from, to } = request.body;
    return inTransaction(db, async (trx) => {
      await requireEcourse(trx, id);
      const ids = await lockedFileIds(trx, id);
      if (from >= ids.length) throw RequestValidationError.forField('body', ['from'], 'validation.stale');
      if (to >= ids.length) throw RequestValidationError.forField('body', ['to'], 'validation.stale');
      const [moved] = ids.splice(from, 1);
      ids.splice(to, 0, moved as number);
      await renumber(trx, id, ids);
      return listFiles(trx, id);
    });
  });
};
