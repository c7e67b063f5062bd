import type { FastifyInstance } from 'fastify';

/** Plain HTML form posts (file downloads, locale switch); repeated keys keep the last value. */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
