import { HttpError, openFile } from '@atrium/service-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { byteRangeOf, sliceStream } from './byte-range';
import { AREA } from './lesson-file-area';

/** A stored lesson file (or video rendition) as it is sent. */
export interface StoredLessonFile {
  storage_key: string;
  content_type: string;
  size_bytes: number;
  /** The lesson's cache key; a file without one (a rendition) is never kept by the browser. */
  cache_key: string | null;
}

const cacheKeyOf = (query: unknown) => z.object({ v: z.string() }).safeParse(query).data?.v;

/**
 * Sends a lesson file as the editor preview and the lesson view read it. Author-written HTML and scripts run sandboxed
 * (an origin of their own), never as Atrium; a video seeks with range requests.
 */
export async function sendLessonFile(request: FastifyRequest, reply: FastifyReply, file: StoredLessonFile | undefined) {
  const stream = file && (await openFile(AREA, file.storage_key));
  if (!file || !stream) throw new HttpError(404, 'File not found');
  reply
    .type(file.content_type)
    .header('content-security-policy', 'sandbox allow-scripts')
    // Under the lesson's current cache key the file may be kept: a change of the file changes the key (decision 0249).
    .header(
      'cache-control',
      file.cache_key !== null && cacheKeyOf(request.query) === file.cache_key
        ? 'private, max-age=31536000, immutable'
        : 'private, no-cache',
    )
    .header('accept-ranges', 'bytes');
  const size = Number(file.size_bytes);
  const range = byteRangeOf(request.headers.range, size);
  if (!range) return reply.send(stream);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(sliceStream(stream, range.start, range.end));
}
