import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// The host (and port) only: behind a TLS proxy that is not yet named in ATRIUM_TRUST_PROXY the app sees
// http while the browser says https, and that must not refuse every write. Another site is another host.
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined; // "null" (sandboxed or opaque origins) and garbage are never this host.
  }
}

/** This app's own origin as the browser sees it (behind a proxy, from the forwarded headers trustProxy allows). */
export const ownOriginOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Issue 11 finding 7, CSRF: a browser names the page's origin on every state-changing request, so one from
 * another site (or an opaque "null" one) is refused with 403, login included; protection does not rest on
 * SameSite alone. Requests without Origin (no browser: scripts, the LMS's server) are not cross-site forgeries.
 * The origins of ATRIUM_ALLOWED_ORIGINS are the deployment's own pages served elsewhere, not another site.
 */
export function refuseForeignOrigins(app: FastifyInstance, allowedOrigins: readonly string[] = []): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    // Both through URL, so a Host header with its default port (localhost:80) matches the browser's origin.
    if (origin === undefined || hostOf(origin) === hostOf(ownOriginOf(request))) return;
    // The hosts of standalone remotes the deployment names (decision 0223).
    if (allowed.has(origin)) return;
    throw new HttpError(403, 'Cross-site request refused');
  });
}
