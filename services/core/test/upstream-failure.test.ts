import type { FastifyInstance } from 'fastify';
import { createServiceApp, HttpError } from '../src';
import { createTestDatabase, TEST_SESSION_SECRET, type TestDatabase } from '../src/testing';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createServiceApp({ name: 'core-test', db: database.db, logger: false, sessionSecret: TEST_SESSION_SECRET });
  // As the CRM sync does when the CRM is down (decision 0219).
  app.get('/crm', { config: { access: 'public' } }, () => {
    throw new HttpError(502, 'superoffice.unreachable');
  });
  app.get('/broken', { config: { access: 'public' } }, () => {
    throw new Error('secret detail');
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('answers a service’s own 5xx HttpError with its status and message key', async () => {
  const response = await app.inject({ method: 'GET', url: '/crm' });
  expect(response.statusCode).toBe(502);
  expect(response.json()).toEqual({ error: 'Bad Gateway', message: 'superoffice.unreachable' });
});

it('still hides any other failure behind a plain 500', async () => {
  const response = await app.inject({ method: 'GET', url: '/broken' });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ error: 'Internal Server Error', message: 'Internal error' });
});
