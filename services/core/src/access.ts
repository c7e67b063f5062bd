import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { SessionCheck } from './area-module';
import { readCookie } from './cookies';
import type { Access } from '@atrium/core-contract';
import { DOCS_PREFIX } from './docs';
import { HttpError } from './errors';
import { cacheSessionCheck } from './session-check';
import type { Principal, SessionTokens } from './session';
import { SESSION_COOKIE } from './session';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    sessionTokens: SessionTokens;
    registeredRoutes: RegisteredRoute[];
    /** Drops this process's cached verdict on a session (after signing it out). */
    forgetSession: (sessionId: string) => void;
  }
}

// Routes that plugins register for us (API docs) cannot declare access themselves. The API's map is for the
// platform's own people (issue 11 finding 7), not for every visitor.
const DOCS_ACCESS: Access = { roles: ['atrium', 'staff'] };

function declareAccess(route: RouteOptions): Access {
  const config = (route.config ?? {}) as { access?: Access };
  if (config.access) return config.access;
  if (route.url.startsWith(DOCS_PREFIX)) {
    route.config = { ...config, access: DOCS_ACCESS };
    return DOCS_ACCESS;
  }
  throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access`);
}

export function installAccessControl(app: FastifyInstance, isSessionActive?: SessionCheck): void {
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.decorateRequest('principal', null);
  const sessions = isSessionActive ? cacheSessionCheck(isSessionActive) : undefined;
  app.decorate('forgetSession', (sessionId: string) => sessions?.forget(sessionId));

  app.addHook('onRoute', (route) => {
    const access = declareAccess(route);
    for (const method of [route.method].flat()) {
      app.registeredRoutes.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    request.principal = await readPrincipal(request, app.sessionTokens, sessions?.check);
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    if (!request.principal) throw new HttpError(401, 'Not signed in');
    if (access !== 'authenticated' && !access.roles.some((role) => request.principal?.roles.includes(role))) {
      throw new HttpError(403, 'Missing role');
    }
  });
}

async function readPrincipal(request: FastifyRequest, tokens: SessionTokens, isSessionActive?: SessionCheck): Promise<Principal | null> {
  const token = readCookie(request, SESSION_COOKIE);
  const principal = token ? tokens.verify(token) : null;
  if (principal && isSessionActive && !(await isSessionActive(principal.sessionId))) return null;
  return principal;
}

/** The signed-in caller of a route declared 'authenticated' or role-bound (the access hook guarantees one). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new HttpError(401, 'Not signed in');
  return request.principal;
}

/** Every route of the app with the access it declared (HEAD twins included), for tests that walk them all. */
export function listRoutes(app: FastifyInstance): RegisteredRoute[] {
  return [...app.registeredRoutes];
}
