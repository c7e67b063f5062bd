import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { HttpError, allowPackageContent } from '@atrium/service-core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { contentTypeOf } from './content-types';
import { fileInPackage } from './package-files';

export const contentParamsSchema = z.object({ uuid: z.uuid(), '*': z.string().min(1) });

/**
 * One file of a package's folder, streamed; 404 for anything outside it or missing. A remote session's files
 * are framed (through the runtime page) by the customer's LMS, so any site may be their ancestor.
 */
export async function sendPackageFile(reply: FastifyReply, storageKey: string, relativePath: string, framing: 'self' | 'anySite' = 'self') {
  const file = fileInPackage(storageKey, relativePath);
  const stats = file ? await stat(file).catch(() => undefined) : undefined;
  if (!file || !stats?.isFile()) throw new HttpError(404, `No ${relativePath} in this package`);
  allowPackageContent(reply, framing);
  return (
    reply
      .type(contentTypeOf(file))
      .header('content-length', stats.size)
      .header('cache-control', 'private, max-age=300')
      .header('x-content-type-options', 'nosniff')
      // Links out of a package name only this origin, never a path (a remote session's id is in it).
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .send(createReadStream(file))
  );
}
