import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { authoringModule } from '../src';
import { call, learner } from './authoring-fixtures';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [authoringModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('§7 list-of-values: every list of §4 and §9 with its values in order and the key naming each', async () => {
  const all = await call(app, 'GET', '/lov');
  expect(all.statusCode).toBe(200);
  const lists = all.json();
  expect(lists.packageStatuses.map((v: { value: string }) => v.value)).toEqual(['none', 'development', 'testing', 'published', 'archived']);
  expect(lists.packageFilters[0]).toEqual({ value: 'all-non-archived', labelKey: 'kpg.filter.all-non-archived' });
  expect(lists.issueStatuses.map((v: { value: string }) => v.value)).toEqual([
    'none',
    'to_do',
    'low_prio',
    'critical',
    'fixed',
    'resolved',
    'closed',
  ]);
  expect(lists.lessonTypes.map((v: { value: string }) => v.value)).toEqual(['video', 'videoNoFiles', 'html', 'htmlv2', 'task']);
  expect(lists.uploadStates.map((v: { value: string }) => v.value)).toEqual(['pending', 'waiting', 'uploading', 'completed']);
  expect(lists.softwareVersions).toEqual([
    { value: 'EC2', labelKey: null },
    { value: 'EC3', labelKey: null },
    { value: 'Other', labelKey: null },
  ]);
  const one = await call(app, 'GET', '/lov/issueStatuses');
  expect(one.json()).toEqual(lists.issueStatuses);
});

it('refuses an unknown list naming the field, and anyone but course staff', async () => {
  const unknown = await call(app, 'GET', '/lov/colours');
  expect(unknown.statusCode).toBe(400);
  expect(Object.keys(unknown.json().fields)).toEqual(['params.name']);
  expect((await call(app, 'GET', '/lov', undefined, learner)).statusCode).toBe(403);
});
