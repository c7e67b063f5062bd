import multipart, { type MultipartFile } from '@fastify/multipart';
import { deleteFile, HttpError, openFile, saveFile, RequestValidationError } from '@atrium/service-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { ALLOWED_MEDIA_FILE_TYPES, MAX_MEDIA_FILE_BYTES } from '@atrium/classroom-contract';
import type { ClassroomDb, ClassroomTables } from '../db';

// Uploaded files of the classroom area live in their own folder of the file store.
const AREA = 'classroom';

export interface MediaFile {
  id: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

/** Call in the plugin that owns the upload routes, so multipart parsing (and its limits) applies to them alone. */
export async function registerUploads(fastify: FastifyInstance): Promise<void> {
  await fastify.register(multipart, { limits: { fileSize: MAX_MEDIA_FILE_BYTES, files: 1, fields: 5 } });
}

/**
 * Streams the request's one file to disk, then adds its media_file row and runs `link` (which attaches it to its owner)
 * in one transaction. The stored file is removed again when the transaction fails, so no file is left without a row.
 * `link` also gets the text fields sent before the file part, for an owner that records more than the file.
 */
export async function storeUpload<T>(
  request: FastifyRequest,
  db: ClassroomDb,
  link: (trx: Transaction<ClassroomTables>, media: MediaFile, fields: Record<string, unknown>) => Promise<T>,
): Promise<T> {
  const upload = await request.file();
  if (!upload) throw RequestValidationError.forField('file', [], 'validation.required');
  if (!(ALLOWED_MEDIA_FILE_TYPES as readonly string[]).includes(upload.mimetype)) {
    upload.file.resume();
    throw new HttpError(415, 'upload.typeNotAllowed');
  }
  const stored = await saveFile(AREA, upload.file, { maxBytes: MAX_MEDIA_FILE_BYTES, truncated: () => upload.file.truncated });
  try {
    return await db.transaction().execute(async (trx) => {
      const media = await trx
        .insertInto('media_file')
        .values({
          storage_key: stored.key,
          file_name: upload.filename.slice(0, 255),
          content_type: upload.mimetype,
          size_bytes: stored.sizeBytes,
        })
        .returning(['id', 'file_name as fileName', 'content_type as contentType', 'size_bytes as sizeBytes'])
        .executeTakeFirstOrThrow();
      return link(trx, media, textFields(upload.fields));
    });
  } catch (error) {
    await deleteFile(AREA, stored.key);
    throw error;
  }
}

function textFields(fields: MultipartFile['fields']): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]) =>
      field && !Array.isArray(field) && field.type === 'field' ? [[name, field.value]] : [],
    ),
  );
}

// Every table that links media files: a file is kept while any of them still points at it.
const LINK_TABLES = ['classroom_course_file', 'classroom_course_instance_file', 'course_package_file'] as const;

/**
 * Deletes a media file from one owner. `unlink` removes that owner's link (with its checks and renumbering); the file
 * itself goes only when nothing else links it, since a course copy shares its original's files and a course package
 * may list them. The stored file goes after the commit: a failed transaction must not lose a file the database points to.
 */
export async function deleteMediaFile(
  db: ClassroomDb,
  fileId: number,
  unlink: (trx: Transaction<ClassroomTables>) => Promise<void>,
): Promise<void> {
  const key = await db.transaction().execute(async (trx) => {
    // Locked first, so of two owners deleting the same file at once the second sees the first one's link gone.
    await trx.selectFrom('media_file').select('id').where('id', '=', fileId).forUpdate().execute();
    await unlink(trx);
    const orphan = await trx
      .deleteFrom('media_file')
      .where('id', '=', fileId)
      .where((eb) =>
        eb.and(
          LINK_TABLES.map((table) => eb.not(eb.exists(eb.selectFrom(table).select('media_file_id').where('media_file_id', '=', fileId)))),
        ),
      )
      .returning('storage_key')
      .executeTakeFirst();
    return orphan?.storage_key;
  });
  if (key) await deleteFile(AREA, key);
}

/** Sends a stored file as a download, or 404 when either its row or the file on disk is missing. */
export async function sendMediaFile(
  reply: FastifyReply,
  file: { storage_key: string; file_name: string; content_type: string } | undefined,
): Promise<FastifyReply> {
  const stream = file && (await openFile(AREA, file.storage_key));
  if (!file || !stream) throw new HttpError(404, 'File not found');
  return reply
    .type(file.content_type)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.file_name)}`)
    .header('x-content-type-options', 'nosniff')
    .send(stream);
}
