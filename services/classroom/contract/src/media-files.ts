// Browser-safe: zod schemas and types only.
import { z } from 'zod';

export { ALLOWED_MEDIA_FILE_TYPES, MAX_MEDIA_FILE_BYTES } from '@atrium/core-contract';

/** A media file as linked to its owner (a course's material or an instance's files), at its place in the owner's order. */
export const linkedFileSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  position: z.number().int(),
});
export type LinkedFile = z.infer<typeof linkedFileSchema>;
export const linkedFileListSchema = z.array(linkedFileSchema);

/** `id` is the owner (course or instance), `fileId` the media file. */
export const linkedFileParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2147483647),
  fileId: z.coerce.number().int().min(1).max(2147483647),
});

/** Media file order swap: the file at position `from` moves to position `to` (0-based). */
export const fileOrderSwapSchema = z.object({
  from: z.number().int().min(0).max(10000),
  to: z.number().int().min(0).max(10000),
});
