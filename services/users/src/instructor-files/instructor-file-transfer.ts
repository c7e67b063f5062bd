import { deleteFile, HttpError, openFile, saveFile } from '@atrium/service-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  INSTRUCTOR_FILE_TOO_LARGE,
  INSTRUCTOR_FILE_TYPE_REFUSED,
  INSTRUCTOR_FILE_TYPES,
  MAX_INSTRUCTOR_FILE_BYTES,
  type InstructorFileKind,
} from '@atrium/users-contract';
import type { UsersDb } from '../db';
import { INSTRUCTOR_FILE_AREA, replaceInstructorFile } from './instructor-files-store';

type ImageType = (typeof INSTRUCTOR_FILE_TYPES)[number];
const isImageType = (type: string): type is ImageType => (INSTRUCTOR_FILE_TYPES as readonly string[]).includes(type);

/**
 * Takes a multipart upload (the field `file`, a JPEG, PNG or WebP picture) into the file store and puts it in the
 * person's place for that kind; a refused or failed change leaves no file behind in the store.
 */
export async function receiveInstructorFile(
  request: FastifyRequest,
  db: UsersDb,
  userId: number,
  kind: InstructorFileKind,
  actor: number,
): Promise<void> {
  const upload = await request.file();
  if (!upload) throw new HttpError(400, 'file: validation.required');
  if (!isImageType(upload.mimetype)) {
    upload.file.resume();
    throw new HttpError(415, INSTRUCTOR_FILE_TYPE_REFUSED);
  }
  const stored = await saveFile(INSTRUCTOR_FILE_AREA, upload.file, {
    maxBytes: MAX_INSTRUCTOR_FILE_BYTES,
    truncated: () => upload.file.truncated,
  }).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 413) throw new HttpError(413, INSTRUCTOR_FILE_TOO_LARGE);
    throw error;
  });
  try {
    await replaceInstructorFile(db, userId, kind, { key: stored.key, contentType: upload.mimetype, sizeBytes: stored.sizeBytes }, actor);
  } catch (error) {
    await deleteFile(INSTRUCTOR_FILE_AREA, stored.key);
    throw error;
  }
}

/** Sends the person's picture of that kind (served `nosniff`), or 404 when there is none. */
export async function sendInstructorFile(reply: FastifyReply, db: UsersDb, userId: number, kind: InstructorFileKind) {
  const row = await db
    .selectFrom('instructor_file')
    .select(['file_key', 'content_type'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  const stream = row ? await openFile(INSTRUCTOR_FILE_AREA, row.file_key) : null;
  if (!row || !stream) throw new HttpError(404, 'useradmin.instructor.noFile');
  return reply.type(row.content_type).header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-cache').send(stream);
}
