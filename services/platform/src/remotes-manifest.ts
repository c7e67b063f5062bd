import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { zodResponse, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NO_CACHE } from './cache-policy';

const remotesSchema = z.record(z.string(), z.object({ entry: z.string() }));
type Remotes = z.infer<typeof remotesSchema>;

/** The origins that serve remotes moved elsewhere with ATRIUM_REMOTES: the CSP lets their scripts run. */
export function remoteOrigins(): string[] {
  return [...new Set(Object.values(overridesFromEnv()).map((url) => new URL(url).origin))];
}

function overridesFromEnv(): Record<string, string> {
  const raw = process.env.ATRIUM_REMOTES;
  if (!raw) return {};
  return z.record(z.string(), z.string()).parse(JSON.parse(raw));
}

/**
 * remoteEntry.js keeps its name across builds, so its URL carries a content version; the hash is recomputed
 * only when the file's mtime or size changes, which picks up a rebuilt remote without a restart.
 */
function entryVersions(root: string) {
  const known = new Map<string, { mtimeMs: number; size: number; version: string }>();
  return async (area: string): Promise<string | undefined> => {
    const file = path.join(root, `mf-${area}`, 'dist', 'remoteEntry.js');
    const stats = await stat(file).catch(() => undefined);
    if (!stats) return undefined;
    const cached = known.get(area);
    if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached.version;
    const version = createHash('sha256')
      .update(await readFile(file))
      .digest('hex')
      .slice(0, 12);
    known.set(area, { mtimeMs: stats.mtimeMs, size: stats.size, version });
    return version;
  };
}

export function registerRemotesManifest(app: FastifyInstance, root: string, areas: string[]): void {
  const overrides = overridesFromEnv();
  const versionOf = entryVersions(root);

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/remotes.json',
      { config: { access: 'public' }, schema: { response: { 200: zodResponse(remotesSchema) } } },
      async (_request, reply) => {
        const remotes: Remotes = {};
        for (const area of areas) {
          const override = overrides[area];
          const version = override ? undefined : await versionOf(area);
          const local = `/remotes/${area}/remoteEntry.js`;
          remotes[area] = { entry: override ?? (version ? `${local}?v=${version}` : local) };
        }
        reply.header('cache-control', NO_CACHE);
        return remotes;
      },
    );
}
