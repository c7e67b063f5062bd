import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { elearningModule } from '../src';
import type { EcourseEvaluation } from '@atrium/elearning-contract';
import { elearningDb } from '../src/db';
import { seedDemoEvaluations } from '../src/evaluations/seed-evaluations';
import { insertEvaluations } from './evaluation-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let courseId: number;
let otherCourseId: number;
let uuids: string[];
const staff = sessionCookie({ roles: ['staff'] });
const companyAdmin = sessionCookie({ roles: ['companyadmin'] });

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
  const db = elearningDb(database.db);
  courseId = (await db.insertInto('ecourse').values({ internal_name: 'Rated' }).returning('id').executeTakeFirstOrThrow()).id;
  otherCourseId = (await db.insertInto('ecourse').values({ internal_name: 'Other' }).returning('id').executeTakeFirstOrThrow()).id;
  uuids = await insertEvaluations(database.db, courseId, [
    { rating: 5, daysAgo: 1 },
    { rating: 2, daysAgo: 10 },
    { rating: 4, daysAgo: 40 },
  ]);
  await insertEvaluations(database.db, otherCourseId, [{ rating: 1, daysAgo: 1 }]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const list = async (query = '', cookie = staff) =>
  app.inject({ url: `/api/elearning/data/ecourses/${courseId}/evaluations${query}`, headers: { cookie } });

it('lists a course’s evaluations newest first, with the fields of document 001 §3', async () => {
  const res = await list();
  expect(res.statusCode).toBe(200);
  const evaluations: EcourseEvaluation[] = res.json();
  expect(evaluations.map((e) => e.rating)).toEqual([5, 2, 4]);
  expect(evaluations[0]).toEqual({
    uuid: uuids[0],
    licenseId: expect.any(Number),
    ecourseId: courseId,
    created: expect.any(String),
    rating: 5,
    comment: 'rated 5',
    starred: false,
  });
});

it('keeps to the date range, both ends inclusive', async () => {
  const ratings = async (query: string) => ((await list(query)).json() as EcourseEvaluation[]).map((e) => e.rating);
  expect(await ratings(`?fromDate=${isoDay(10)}&toDate=${isoDay(0)}`)).toEqual([5, 2]);
  expect(await ratings(`?fromDate=${isoDay(40)}&toDate=${isoDay(10)}`)).toEqual([2, 4]);
  expect(await ratings(`?toDate=${isoDay(2)}`)).toEqual([2, 4]);
  expect(await ratings(`?fromDate=${isoDay(0)}`)).toEqual([]);
});

it('stars and unstars an evaluation, and the star persists', async () => {
  const star = (starred: boolean) =>
    app.inject({
      method: 'PUT',
      url: `/api/elearning/data/ecourses/evaluations/${uuids[1]}/starred`,
      headers: { cookie: staff },
      payload: { starred },
    });
  expect((await star(true)).json()).toMatchObject({ uuid: uuids[1], starred: true });
  expect(((await list()).json() as EcourseEvaluation[]).find((e) => e.uuid === uuids[1])?.starred).toBe(true);
  await star(false);
  expect(((await list()).json() as EcourseEvaluation[]).find((e) => e.uuid === uuids[1])?.starred).toBe(false);
});

it('aggregates all ratings per course and rating', async () => {
  const res = await app.inject({ url: '/api/elearning/data/ecourses/ratings', headers: { cookie: staff } });
  expect(res.json()).toEqual([
    { courseId, rating: 2, count: 1 },
    { courseId, rating: 4, count: 1 },
    { courseId, rating: 5, count: 1 },
    { courseId: otherCourseId, rating: 1, count: 1 },
  ]);
});

it('answers 400 naming the field, 404 for unknown ones and 403 without a course-admin role', async () => {
  const badDate = await list('?fromDate=2026-13-01');
  expect(badDate.statusCode).toBe(400);
  expect(badDate.json().message).toMatch(/fromDate/);
  const reversed = await list(`?fromDate=${isoDay(0)}&toDate=${isoDay(5)}`);
  expect(reversed.statusCode).toBe(400);
  expect(reversed.json().message).toMatch(/toDate/);
  expect((await app.inject({ url: '/api/elearning/data/ecourses/abc/evaluations', headers: { cookie: staff } })).statusCode).toBe(400);
  expect((await app.inject({ url: '/api/elearning/data/ecourses/999999/evaluations', headers: { cookie: staff } })).statusCode).toBe(404);
  const badStar = await app.inject({
    method: 'PUT',
    url: `/api/elearning/data/ecourses/evaluations/${uuids[0]}/starred`,
    headers: { cookie: staff },
    payload: { starred: 'yes' },
  });
  expect(badStar.statusCode).toBe(400);
  expect(badStar.json().message).toMatch(/starred/);
  const unknown = await app.inject({
    method: 'PUT',
    url: '/api/elearning/data/ecourses/evaluations/00000000-0000-4000-8000-000000000000/starred',
    headers: { cookie: staff },
    payload: { starred: true },
  });
  expect(unknown.statusCode).toBe(404);
  expect((await list('', companyAdmin)).statusCode).toBe(403);
  expect((await app.inject({ url: '/api/elearning/data/ecourses/ratings', headers: { cookie: companyAdmin } })).statusCode).toBe(403);
  const starAsCustomer = await app.inject({
    method: 'PUT',
    url: `/api/elearning/data/ecourses/evaluations/${uuids[0]}/starred`,
    headers: { cookie: companyAdmin },
    payload: { starred: true },
  });
  expect(starAsCustomer.statusCode).toBe(403);
});

it('seeds demo evaluations inside this year until now, the screen’s default range', async () => {
  const db = elearningDb(database.db);
  const demo = (await db.insertInto('ecourse').values({ internal_name: 'Demo' }).returning('id').executeTakeFirstOrThrow()).id;
  await seedDemoEvaluations(db, demo);
  const year = new Date().getFullYear();
  const res = await app.inject({
    url: `/api/elearning/data/ecourses/${demo}/evaluations?fromDate=${year}-01-01&toDate=${isoDay(0)}`,
    headers: { cookie: staff },
  });
  expect((res.json() as EcourseEvaluation[]).map((e) => e.rating)).toEqual([4, 2, 4, 5]);
});
