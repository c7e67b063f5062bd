import { listRoutes, ROLES, type Role } from '@atrium/service-core';
import { createTestDatabase, sessionCookie, TEST_SESSION_SECRET, type TestDatabase } from '@atrium/service-core/testing';
import { openLoginSession } from '@atrium/users-service';
import type { FastifyInstance } from 'fastify';
import { buildPlatformApp, prepareDatabase } from '../src';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.db, { seedDemo: true });
  app = await buildPlatformApp({ db: database.db, logger: false, sessionSecret: TEST_SESSION_SECRET, root: '/nonexistent' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const concreteUrl = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*/g, 'x');
const guarded = () => listRoutes(app).filter((route) => route.access !== 'public' && route.method !== 'HEAD');

it('finds the routes of every area', () => {
  const urls = guarded().map((route) => route.url);
  for (const area of ['classroom', 'elearning', 'company', 'users', 'authoring', 'reports']) {
    expect(urls.some((url) => url.startsWith(`/api/${area}/`))).toBe(true);
  }
});

it('answers 401 on every non-public route when signed out', async () => {
  for (const route of guarded()) {
    const res = await app.inject({ method: route.method as 'GET', url: concreteUrl(route.url) });
    expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
      route: `${route.method} ${route.url}`,
      status: 401,
    });
  }
});

it('answers 403 on every role-bound route to a live session holding none of its roles', async () => {
  const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'instructor', password: 'atrium123' } });
  const userId = login.json().user.id as number;
  const sessionId = await openLoginSession(database.db, userId);
  const roleBound = guarded().flatMap((route) => (typeof route.access === 'object' ? [{ ...route, roles: route.access.roles }] : []));
  expect(roleBound.length).toBeGreaterThan(0);

  for (const route of roleBound) {
    const otherRoles: Role[] = ROLES.filter((role) => !route.roles.includes(role));
    for (const roles of [[], otherRoles]) {
      const cookie = sessionCookie({ roles, userId, sessionId });
      const res = await app.inject({ method: route.method as 'GET', url: concreteUrl(route.url), headers: { cookie } });
      expect({ route: `${route.method} ${route.url}`, roles, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        roles,
        status: 403,
      });
    }
  }
});
