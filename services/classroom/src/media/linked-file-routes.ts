import { addEndpoint, principalOf, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { LinkedFileEndpoints } from '@atrium/classroom-contract';
import { classroomDb, type ClassroomDb } from '../db';
import { appendLink, findLinkedFile, listLinkedFiles, moveFile, unlinkFile, type FileLinks, type InstanceLinkDetails } from './file-links';
import { deleteMediaFile, registerUploads, sendMediaFile, storeUpload } from './media-files';

export interface LinkedFileRoutesOptions {
  /** The owner's file calls (courseFileEndpoints, instanceFileEndpoints). */
  endpoints: LinkedFileEndpoints;
  links: FileLinks;
  /** Answers 404 for an unknown owner. */
  requireOwner: (db: ClassroomDb, id: number) => Promise<unknown>;
  /** What the link records from the upload's fields and its uploader (an instance's file type); throws a 400. */
  linkDetails?: (fields: Record<string, unknown>, uploadedBy: number) => InstanceLinkDetails;
}

/** The file calls of one kind of owner (a course's material, an instance's files), as its endpoints define them. */
export function linkedFileRoutes({
  endpoints,
  links,
  requireOwner,
  linkDetails,
}: LinkedFileRoutesOptions): FastifyPluginAsync<{ db: Kysely<any> }> {
  return async (fastify, { db: shared }) => {
    await registerUploads(fastify);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = classroomDb(shared);

    addEndpoint(app, endpoints.list, async (request) => {
      await requireOwner(db, request.params.id);
      return listLinkedFiles(db, links, request.params.id);
    });

    addEndpoint(app, endpoints.upload, async (request) => {
      const ownerId = request.params.id;
      await requireOwner(db, ownerId);
      const uploadedBy = principalOf(request).userId;
      return storeUpload(request, db, async (trx, media, fields) => {
        const details = linkDetails?.(fields, uploadedBy) ?? {};
        return { ...media, position: await appendLink(trx, links, ownerId, media.id, details), fileType: details.file_type };
      });
    });

    addEndpoint(app, endpoints.download, async (request, reply) =>
      sendMediaFile(reply, await findLinkedFile(db, links, request.params.id, request.params.fileId)),
    );

    addEndpoint(app, endpoints.remove, async (request) => {
      const { id, fileId } = request.params;
      await deleteMediaFile(db, fileId, (trx) => unlinkFile(trx, links, id, fileId));
    });

    addEndpoint(app, endpoints.detach, async (request) => {
      const { id, fileId } = request.params;
      await db.transaction().execute((trx) => unlinkFile(trx, links, id, fileId));
    });

    addEndpoint(app, endpoints.swap, async (request) => {
      const { id } = request.params;
      return db.transaction().execute(async (trx) => {
        await requireOwner(trx, id);
        await moveFile(trx, links, id, request.body.from, request.body.to);
        return listLinkedFiles(trx, links, id);
      });
    });
  };
}
