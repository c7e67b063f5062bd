import { randomBytes } from 'node:crypto';
import { createServiceApp, errorBody, mountAreaContent, ownOriginOf, type ServiceAppOptions } from '@atrium/service-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AREA_MODULES } from './areas';
import { NO_CACHE } from './cache-policy';
import { registerRemoteFiles } from './front-end';
import { CONTENT_RUNTIME_PATH, runtimePageFor } from './runtime-page';

/**
 * Decision 0119: uploaded course content, and the player page holding the SCORM API it talks to, run on an origin
 * of their own, which never receives the session cookie, so a package's script cannot act as whoever plays it.
 * ATRIUM_CONTENT_ORIGIN names that origin in production (a host of its own, routed to ATRIUM_CONTENT_PORT). Unset,
 * the content origin is this app's address with `localhost` and `127.0.0.1` swapped and the content port: another
 * host, which the browser sends no cookie of this one.
 */
export interface ContentOrigin {
  /** The content origin as a browser on this app (request) reaches it. */
  contentOriginFor: (request: FastifyRequest) => string;
  /** This app's origin as a browser on the content origin (request) reaches it. */
  appOriginFor: (request: FastifyRequest) => string;
}

const SWAPPED_HOST: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };

function originWith(request: FastifyRequest, port: number): string {
  const url = new URL(ownOriginOf(request));
  url.hostname = SWAPPED_HOST[url.hostname] ?? url.hostname;
  url.port = String(port);
  return url.origin;
}

export function contentOriginOf(settings: {
  contentOrigin?: string;
  appOrigin?: string;
  appPort: () => number;
  contentPort: () => number;
}): ContentOrigin {
  return {
    contentOriginFor: (request) => settings.contentOrigin ?? originWith(request, settings.contentPort()),
    appOriginFor: (request) => settings.appOrigin ?? originWith(request, settings.appPort()),
  };
}

export interface ContentAppOptions {
  db: Kysely<any>;
  root: string;
  origins: ContentOrigin;
  logger?: ServiceAppOptions['logger'];
}

/** The content origin's app: each area's content routes, the runtime's files and the player page, nothing else. */
export async function buildContentApp(options: ContentAppOptions): Promise<FastifyInstance> {
  const app = await createServiceApp({
    name: 'content',
    db: options.db,
    logger: options.logger,
    // No session of the app verifies here: a cookie that reached this origin by mistake would still be no one's.
    sessionSecret: randomBytes(32).toString('hex'),
    // Remote SCORM's LMSs frame the player; the app frames nothing of this origin.
    securityHeaders: { framedByAnySite: [/^\//] },
    withoutStaffRoutes: true,
  });
  for (const module of AREA_MODULES) await mountAreaContent(app, module, options.db);
  await registerRemoteFiles(app, options.root, ['elearning']);
  // The player page is a top-level page of this origin, so the browser asks it for an icon: it has none, and says so
  // without the 404 the console would show on every course played.
  app.get('/favicon.ico', { config: { access: 'public' } }, async (_request, reply) => reply.code(204).send());
  app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const page = CONTENT_RUNTIME_PATH.test(urlPath)
      ? await runtimePageFor(options.root, { 'atrium-app-origin': options.origins.appOriginFor(request) })
      : undefined;
    if (!page) return reply.code(404).send(errorBody(404, `Route GET ${urlPath} not found`));
    return reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(page);
  });
  return app;
}
