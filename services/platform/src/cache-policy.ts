import path from 'node:path';

// Webpack's [contenthash] in a file name: such a file never changes under that name.
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
// Names that stay the same across builds and point at the hashed files, so they must be revalidated.
const ALWAYS_REVALIDATE = new Set(['remoteEntry.js', 'mf-manifest.json']);

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ALWAYS_REVALIDATE.has(name) || name.endsWith('.html')) return NO_CACHE;
  return CONTENT_HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
