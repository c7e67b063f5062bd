import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

/**
 * The origins besides the app's own whose pages may call the API with the session cookie: the hosts serving a
 * standalone remote (decision 0223), from ATRIUM_ALLOWED_ORIGINS (comma-separated, e.g.
 * `https://company.example.com`). Each is reduced to its origin, so a trailing slash or path does not matter; an
 * entry that is no URL stops the start rather than silently allowing nothing.
 */
export function allowedOriginsFromEnv(value = process.env.ATRIUM_ALLOWED_ORIGINS): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = new URL(entry).origin;
      if (origin === 'null') throw new Error(`ATRIUM_ALLOWED_ORIGINS: ${entry} is not an http(s) origin`);
      return origin;
    });
}

// What the platform's own pages send: JSON, uploads, the idempotency key of a create.
const ALLOWED_HEADERS = 'Accept, Content-Type, Idempotency-Key';
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
// Read by screens from answers: a throttled login's wait, a download's file name.
const EXPOSED_HEADERS = 'Retry-After, Content-Disposition';

/** What a standalone app on another site than the API is told (decision 0234); its login form shows it. */
const CROSS_SITE_MESSAGE = 'standalone.crossSite';

/**
 * CORS with credentials for the listed origins only: their requests get the Access-Control headers naming them
 * (never `*`), and their preflights are answered here before any route, role or origin check runs. Any other
 * origin gets no CORS header, so its pages cannot read an answer, and the origin check refuses its writes.
 *
 * A listed origin on another site than the API is not supported (decision 0234): the SameSite=Lax session cookie
 * is never sent there, so sign-in would seem to work and every call after it fail. The browser says so in
 * Sec-Fetch-Site (it knows the public suffixes; we need not), and such a request is refused at once with a message
 * the page can read and a warning in the log naming the origin, once per origin.
 */
export function allowListedOrigins(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  const warned = new Set<string>();
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('Vary', 'Origin');
    if (origin === undefined || !allowed.has(origin)) return;
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Allow-Credentials', 'true');
    reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      reply.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
      reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      reply.header('Access-Control-Max-Age', '600');
      return reply.code(204).send();
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      if (!warned.has(origin)) {
        warned.add(origin);
        request.log.warn({ origin }, 'ATRIUM_ALLOWED_ORIGINS lists an origin on another site than the API; serve it on the same site');
      }
      return reply.code(403).send(errorBody(403, CROSS_SITE_MESSAGE));
    }
  });
}
