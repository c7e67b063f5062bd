import multipart from '@fastify/multipart';
import {
  deleteFile,
  HttpError,
  openFile,
  saveFile,
  zodResponse,
  zodSchema,
  type ZodTypeProvider,
  COURSE_ADMINS,
  RequestValidationError,
} from '@atrium/service-core';
import {
  COURSE_PLACE_PICTURE_PATH,
  COURSE_PLACE_PICTURE_TYPES,
  coursePlaceDetailSchema,
  coursePlaceParamsSchema,
  MAX_COURSE_PLACE_PICTURE_BYTES,
} from '@atrium/classroom-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { classroomDb } from '../db';
import { loadCoursePlace } from './course-place-query';
import { PICTURE_AREA, replacePicture } from './course-place-store';
import { requestLocale } from './request-locale';

/** A venue's picture: upload (multipart, so a plain route) and download, through the file store. */
export const coursePlacePictureRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  await fastify.register(multipart, { limits: { fileSize: MAX_COURSE_PLACE_PICTURE_BYTES, files: 1, fields: 2 } });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = classroomDb(shared);
  const config = { access: { roles: COURSE_ADMINS } };
  const params = zodSchema(coursePlaceParamsSchema);

  app.post(
    COURSE_PLACE_PICTURE_PATH,
    { config, schema: { params, response: { 200: zodResponse(coursePlaceDetailSchema) } } },
    async (request) => {
      const upload = await request.file();
      if (!upload) throw RequestValidationError.forField('file', [], 'validation.required');
      if (!(COURSE_PLACE_PICTURE_TYPES as readonly string[]).includes(upload.mimetype)) {
        upload.file.resume();
        throw new HttpError(415, 'courseplace.picture.type');
      }
      const stored = await saveFile(PICTURE_AREA, upload.file, {
        maxBytes: MAX_COURSE_PLACE_PICTURE_BYTES,
        truncated: () => upload.file.truncated,
      });
      try {
        await replacePicture(db, request.params.id, { key: stored.key, type: upload.mimetype });
      } catch (error) {
        await deleteFile(PICTURE_AREA, stored.key);
        throw error;
      }
      return loadCoursePlace(db, request.params.id, requestLocale(request));
    },
  );

  app.get(COURSE_PLACE_PICTURE_PATH, { config, schema: { params } }, async (request, reply) => {
    const place = await db
      .selectFrom('course_place')
      .select(['picture_key', 'picture_type'])
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    const stream = place?.picture_key ? await openFile(PICTURE_AREA, place.picture_key) : null;
    if (!place?.picture_type || !stream) throw new HttpError(404, 'No picture');
    return reply
      .type(place.picture_type)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=86400')
      .send(stream);
  });
};
