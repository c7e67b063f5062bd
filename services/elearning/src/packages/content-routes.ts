import { HttpError, principalOf, zodSchema, type Principal, COURSE_ADMINS, hasAnyRole, allowPackageContent } from '@atrium/service-core';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { elearningDb, type ElearningDb } from '../db';
import { contentTypeOf } from './content-types';
import { openPackageFile } from './package-store';

export const contentParamsSchema = z.object({ uuid: z.uuid(), '*': z.string().min(1) });

/** A package's files are for the learners holding a license of a course that plays it, and for its admins. */
async function readableStorageKey(db: ElearningDb, packageUuid: string, principal: Principal): Promise<string> {
  const found = await db.selectFrom('package').select(['id', 'storage_key']).where('uuid', '=', packageUuid).executeTakeFirst();
  if (!found) throw new HttpError(404, 'Package not found');
  if (hasAnyRole(principal, COURSE_ADMINS)) return found.storage_key;
  const license = await db
    .selectFrom('license as l')
    .innerJoin('ecourse as e', 'e.id', 'l.ecourse_id')
    .select('l.id')
    .where('e.package_id', '=', found.id)
    .where('l.user_id', '=', principal.userId)
    .where('l.cancelled', '=', false)
    .executeTakeFirst();
  if (!license) throw new HttpError(403, 'No license for this course package');
  return found.storage_key;
}

/**
 * One file of a package's folder, streamed; 404 for anything outside it or missing. A remote session's files
 * are framed (through the runtime page) by the customer's LMS, so any site may be their ancestor.
 */
export async function sendPackageFile(reply: FastifyReply, storageKey: string, relativePath: string, framing: 'self' | 'anySite' = 'self') {
  // From this machine's folder or the store the instances share (package-store.ts).
  const found = await openPackageFile(storageKey, relativePath);
  if (!found) throw new HttpError(404, `No ${relativePath} in this package`);
  allowPackageContent(reply, framing);
  if (found.size !== undefined) reply.header('content-length', found.size);
  return (
    reply
      .type(contentTypeOf(found.file))
      .header('cache-control', 'private, max-age=300')
      .header('x-content-type-options', 'nosniff')
      // Links out of a package name only this origin, never a path (a remote session's id is in it).
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .send(found.body)
  );
}

export const contentRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const db = elearningDb(shared);

  fastify.get(
    '/packages/:uuid/content/*',
    { config: { access: 'authenticated' }, schema: { params: zodSchema(contentParamsSchema) } },
    async (request, reply) => {
      const params = request.params as z.infer<typeof contentParamsSchema>;
      return sendPackageFile(reply, await readableStorageKey(db, params.uuid, principalOf(request)), params['*']);
    },
  );
};
