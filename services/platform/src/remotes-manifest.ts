import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  areaRoutesSchema,
  remotesManifestSchema,
  zodResponse,
  type AreaRoute,
  type RemotesManifest,
  type ZodTypeProvider,
} from '@atrium/service-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NO_CACHE } from './cache-policy';

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

/** The routes a locally served remote publishes (dist/routes.json), re-read when its build changes. */
function publishedRoutes(root: string) {
  const known = new Map<string, { mtimeMs: number; routes: AreaRoute[] }>();
  return async (area: string): Promise<AreaRoute[] | undefined> => {
    const file = path.join(root, `mf-${area}`, 'dist', 'routes.json');
    const stats = await stat(file).catch(() => undefined);
    if (!stats) return undefined;
    const cached = known.get(area);
    if (cached && cached.mtimeMs === stats.mtimeMs) return cached.routes;
    const routes = areaRoutesSchema.parse(JSON.parse(await readFile(file, 'utf8')));
    known.set(area, { mtimeMs: stats.mtimeMs, routes });
    return routes;
  };
}

export function registerRemotesManifest(app: FastifyInstance, root: string, areas: string[]): void {
  const overrides = overridesFromEnv();
  const versionOf = entryVersions(root);
  const routesOf = publishedRoutes(root);

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/remotes.json',
      { config: { access: 'public' }, schema: { response: { 200: zodResponse(remotesManifestSchema) } } },
      async (_request, reply) => {
        const remotes: RemotesManifest = {};
        for (const area of areas) {
          const override = overrides[area];
          const version = override ? undefined : await versionOf(area);
          const local = `/remotes/${area}/remoteEntry.js`;
          // A remote served from elsewhere publishes its routes beside its entry; the shell reads them there.
          const routes = override ? undefined : await routesOf(area);
          remotes[area] = { entry: override ?? (version ? `${local}?v=${version}` : local), ...(routes ? { routes } : {}) };
        }
        reply.header('cache-control', NO_CACHE);
        return remotes;
      },
    );
}
