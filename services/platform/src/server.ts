import { createServiceApp, mountArea, sessionCheckOf, type ServiceAppOptions } from '@atrium/service-core';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AREA_MODULES, AREAS } from './areas';
import { registerFrontEnd } from './front-end';
import { registerLocaleChange } from './locale-change';
import { registerRemotesManifest } from './remotes-manifest';
import { repoRoot } from './repo-root';

export interface PlatformOptions {
  db: Kysely<any>;
  /** Where shell/dist and mf-<area>/dist live; defaults to the repository root. */
  root?: string;
  logger?: ServiceAppOptions['logger'];
  sessionSecret?: string;
}

/** Every area's API under /api/<area>, plus the built front-end, in one app (expects a migrated database). */
export async function buildPlatformApp(options: PlatformOptions): Promise<FastifyInstance> {
  const root = options.root ?? repoRoot();
  const app = await createServiceApp({
    name: 'platform',
    db: options.db,
    logger: options.logger,
    sessionSecret: options.sessionSecret,
    isSessionActive: sessionCheckOf(AREA_MODULES, options.db),
  });
  for (const module of AREA_MODULES) await mountArea(app, module, options.db);
  registerRemotesManifest(app, root, AREAS);
  registerLocaleChange(app, options.db);
  await registerFrontEnd(app, root, AREAS);
  return app;
}
