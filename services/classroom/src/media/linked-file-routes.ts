import { zodResponse, zodSchema, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  classroomCourseIdParamsSchema,
  fileOrderSwapSchema,
  linkedFileListSchema,
  linkedFileParamsSchema,
  linkedFileSchema,
} from '@atrium/classroom-contract';
import { COURSE_ADMINS } from '../courses/access';
import { classroomDb, type ClassroomDb } from '../db';
import { appendLink, findLinkedFile, listLinkedFiles, moveFile, unlinkFile, type FileLinks } from './file-links';
import { deleteMediaFile, registerUploads, sendMediaFile, storeUpload } from './media-files';

export interface LinkedFileRoutesOptions {
  /** The owner's path, with its id as `:id`. */
  base: string;
  links: FileLinks;
  /** Answers 404 for an unknown owner. */
  requireOwner(db: ClassroomDb, id: number): Promise<unknown>;
}

/**
 * The file calls of one kind of owner (a course's material, an instance's files): list, upload, download, reorder,
 * delete and detach. Delete removes the owner's link and the file once nothing else links it; detach only the link.
 */
export function linkedFileRoutes({ base, links, requireOwner }: LinkedFileRoutesOptions): FastifyPluginAsync<{ db: Kysely<any> }> {
  return async (fastify, { db: shared }) => {
    await registerUploads(fastify);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = classroomDb(shared);
    const config = { access: COURSE_ADMINS };
    const params = zodSchema(classroomCourseIdParamsSchema);
    const fileParams = zodSchema(linkedFileParamsSchema);
    const fileList = { 200: zodResponse(linkedFileListSchema) };

    app.get(`${base}/files`, { config, schema: { params, response: fileList } }, async (request) => {
      await requireOwner(db, request.params.id);
      return listLinkedFiles(db, links, request.params.id);
    });

    app.post(`${base}/file`, { config, schema: { params, response: { 201: zodResponse(linkedFileSchema) } } }, async (request, reply) => {
      const ownerId = request.params.id;
      await requireOwner(db, ownerId);
      const file = await storeUpload(request, db, async (trx, media) => ({
        ...media,
        position: await appendLink(trx, links, ownerId, media.id),
      }));
      return reply.code(201).send(file);
    });

    app.get(`${base}/file/:fileId`, { config, schema: { params: fileParams } }, async (request, reply) =>
      sendMediaFile(reply, await findLinkedFile(db, links, request.params.id, request.params.fileId)),
    );

    app.delete(`${base}/file/:fileId`, { config, schema: { params: fileParams } }, async (request, reply) => {
      const { id, fileId } = request.params;
      await deleteMediaFile(db, fileId, (trx) => unlinkFile(trx, links, id, fileId));
      return reply.code(204).send();
    });

    app.post(`${base}/file/:fileId/detach`, { config, schema: { params: fileParams } }, async (request, reply) => {
      const { id, fileId } = request.params;
      await db.transaction().execute((trx) => unlinkFile(trx, links, id, fileId));
      return reply.code(204).send();
    });

    app.post(
      `${base}/files/swap`,
      { config, schema: { params, body: zodSchema(fileOrderSwapSchema), response: fileList } },
      async (request) => {
        const { id } = request.params;
        return db.transaction().execute(async (trx) => {
          await requireOwner(trx, id);
          await moveFile(trx, links, id, request.body.from, request.body.to);
          return listLinkedFiles(trx, links, id);
        });
      },
    );
  };
}
