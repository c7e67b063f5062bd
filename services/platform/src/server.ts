import { createServiceApp, mountArea, provideContentOrigin, sessionCheckOf, type ServiceAppOptions } from '@atrium/service-core';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AREA_MODULES, AREAS } from './areas';
import { contentOriginOf, type ContentOrigin } from './content-origin';
import { registerFrontEnd } from './front-end';
import { registerLocaleChange } from './locale-change';
import { registerRemotesManifest, remoteOrigins } from './remotes-manifest';
import { repoRoot } from './repo-root';

const REMOTE_RUNTIME_PAGE = /^\/scorm\/remote\//;

export interface PlatformOptions {
  db: Kysely<any>;
  /** Where shell/dist and mf-<area>/dist live; defaults to the repository root. */
  root?: string;
  logger?: ServiceAppOptions['logger'];
  sessionSecret?: string;
  /** Where package content plays (decision 0119); defaults to the content port beside 4000. */
  origins?: ContentOrigin;
}

const DEFAULT_ORIGINS = contentOriginOf({ appPort: () => 4000, contentPort: () => 4001 });

/** Every area's API under /api/<area>, plus the built front-end, in one app (expects a migrated database). */
export async function buildPlatformApp(options: PlatformOptions): Promise<FastifyInstance> {
  const root = options.root ?? repoRoot();
  const app = await createServiceApp({
    name: 'platform',
    db: options.db,
    logger: options.logger,
    sessionSecret: options.sessionSecret,
    isSessionActive: sessionCheckOf(AREA_MODULES, options.db),
    // The remote SCORM runtime page is framed by customers' LMSs (ARCHITECTURE.md "Remote SCORM").
    securityHeaders: { scriptOrigins: remoteOrigins(), framedByAnySite: [REMOTE_RUNTIME_PAGE] },
  });
  const origins = options.origins ?? DEFAULT_ORIGINS;
  provideContentOrigin(app, origins.contentOriginFor);
  for (const module of AREA_MODULES) await mountArea(app, module, options.db);
  registerRemotesManifest(app, root, AREAS);
  registerLocaleChange(app, options.db);
  await registerFrontEnd(app, root, AREAS, origins);
  return app;
}
