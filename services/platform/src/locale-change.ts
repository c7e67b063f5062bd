import { setCookie, zodResponse, zodSchema, type ZodTypeProvider, secureCookiesFor } from '@atrium/service-core';
import { localeSchema } from '@atrium/users-contract';
import { saveUserLocale } from '@atrium/users-service';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const changeLocaleQuerySchema = z.object({ locale: localeSchema, url: z.string().optional() });

// Stands for the app's own origin: the redirect is answered as a path, so only "same origin or not" matters.
const OWN_ORIGIN = 'http://atrium.invalid';

/**
 * Only paths on this site: an open redirect would let a link through us lead anywhere. The target is resolved
 * the way a browser does (WHATWG URL: tabs and newlines dropped, backslashes as slashes), so `/%09/evil.example`
 * is seen as the `//evil.example` the browser would follow, and the answer is the resolved, encoded path.
 */
function sameOriginPath(url: string | undefined): string {
  if (!url) return '/';
  try {
    const resolved = new URL(url, `${OWN_ORIGIN}/`);
    return resolved.origin === OWN_ORIGIN ? `${resolved.pathname}${resolved.search}${resolved.hash}` : '/';
  } catch {
    return '/';
  }
}

export function registerLocaleChange(app: FastifyInstance, db: Kysely<any>): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/wapi/locale/changeLocale',
    {
      config: { access: 'public' },
      schema: {
        querystring: zodSchema(changeLocaleQuerySchema),
        response: { 200: zodResponse(z.object({ locale: localeSchema })) },
      },
    },
    async (request, reply) => {
      const { locale, url } = request.query;
      // Read by the front-end to pick its texts, hence not HttpOnly.
      setCookie(reply, 'locale', locale, {
        path: '/',
        maxAge: ONE_YEAR_SECONDS,
        sameSite: 'Lax',
        secure: secureCookiesFor(request),
      });
      if (request.principal) await saveUserLocale(db, request.principal.userId, locale);
      if ((request.headers.accept ?? '').includes('application/json')) return { locale };
      return reply.redirect(sameOriginPath(url), 303);
    },
  );
}
