import { HttpError, allowPackageContent, contentTypeOf } from '@atrium/service-core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { openPackageFile } from './package-store';

export const contentParamsSchema = z.object({ uuid: z.uuid(), '*': z.string().min(1) });

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
