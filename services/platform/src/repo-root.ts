import path from 'node:path';

/** The monorepo root, where shell/dist and mf-<area>/dist are built (dist/ of this package sits three below it). */
export function repoRoot(): string {
  return process.env.ATRIUM_ROOT ?? path.resolve(__dirname, '../../..');
}
