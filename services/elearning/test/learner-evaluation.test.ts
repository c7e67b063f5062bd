import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import type { LearnerEvaluation, MyLicense } from '@atrium/elearning-contract';
import { elearningModule } from '../src';
import { elearningDb } from '../src/db';
import { insertCourse, insertLicenses } from './license-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const learner = sessionCookie({ roles: [], userId: 7 });
const someoneElse = sessionCookie({ roles: ['atrium'], userId: 8 });
const ids: Record<'completed' | 'started' | 'failed' | 'cancelled' | 'disabled' | 'racing', number> = {} as never;
let courseId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
  courseId = await insertCourse(database.db, 'Working at heights');
  const done = { started: '2026-01-10T09:00:00Z', completed: '2026-02-01T09:00:00Z' };
  const made = await insertLicenses(database.db, courseId, [
    { userId: 7, ...done },
    { userId: 7, started: '2026-01-10T09:00:00Z' },
    { userId: 7, ...done, notPassed: true },
    { userId: 7, ...done, cancelled: true },
    { userId: 7, ...done },
  ]);
  [ids.completed, ids.started, ids.failed, ids.cancelled, ids.racing] = made as [number, number, number, number, number];
  const optedOut = await insertCourse(database.db, 'Golf explained');
  await elearningDb(database.db).updateTable('ecourse').set({ disable_evaluation: true }).where('id', '=', optedOut).execute();
  ids.disabled = (await insertLicenses(database.db, optedOut, [{ userId: 7, ...done }]))[0]!;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const url = (licenseId: number | string) => `/api/elearning/data/my/licenses/${licenseId}/evaluation`;
const read = (licenseId: number, cookie = learner) => app.inject({ method: 'GET', url: url(licenseId), headers: { cookie } });
const give = (licenseId: number | string, payload: unknown, cookie = learner) =>
  app.inject({ method: 'POST', url: url(licenseId), headers: { cookie }, payload: payload as object });

describe('a learner evaluates a course they completed', () => {
  it('is asked once the course is completed, and not before, after failing or cancelling', async () => {
    expect((await read(ids.completed)).json<LearnerEvaluation>()).toEqual({
      licenseId: ids.completed,
      courseName: 'Working at heights',
      state: 'open',
      given: null,
    });
    for (const closed of [ids.started, ids.failed, ids.cancelled]) expect((await read(closed)).json().state).toBe('closed');
  });

  it('is not asked when the course sets disableEvaluation, and is refused if they answer anyway', async () => {
    expect((await read(ids.disabled)).json().state).toBe('closed');
    const refused = await give(ids.disabled, { rating: 4 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('evaluation.refused.disabled');
  });

  it('gives a rating and a comment once per license; the evaluations screen shows it', async () => {
    const answer = await give(ids.completed, { rating: 5, comment: '  Clear and useful.  ' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json<LearnerEvaluation>()).toMatchObject({ state: 'given', given: { rating: 5, comment: 'Clear and useful.' } });
    expect((await read(ids.completed)).json().state).toBe('given');

    const again = await give(ids.completed, { rating: 1, comment: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('evaluation.refused.alreadyGiven');

    const admin = sessionCookie({ roles: ['atrium'] });
    const shown = await app.inject({
      method: 'GET',
      url: `/api/elearning/data/ecourses/${courseId}/evaluations`,
      headers: { cookie: admin },
    });
    expect(shown.json()).toEqual([expect.objectContaining({ licenseId: ids.completed, rating: 5, comment: 'Clear and useful.' })]);
  });

  it('keeps one answer when two are sent at once', async () => {
    const answers = await Promise.all([give(ids.racing, { rating: 2 }), give(ids.racing, { rating: 3 })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await elearningDb(database.db)
      .selectFrom('ecourse_evaluation')
      .select('rating')
      .where('license_id', '=', ids.racing)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses an answer before the course is completed', async () => {
    const early = await give(ids.started, { rating: 3 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('evaluation.refused.notCompleted');
  });

  it('shows /mypage which licenses ask for an evaluation', async () => {
    const mine = await app.inject({ method: 'GET', url: '/api/elearning/data/my/licenses', headers: { cookie: learner } });
    const states = Object.fromEntries(mine.json<MyLicense[]>().map((license) => [license.id, license.evaluation]));
    expect(states).toMatchObject({
      [ids.completed]: 'given',
      [ids.started]: 'closed',
      [ids.failed]: 'closed',
      [ids.cancelled]: 'closed',
      [ids.disabled]: 'closed',
      [ids.racing]: 'given',
    });
  });
});

describe('who may evaluate', () => {
  it('is only the license’s holder: another person gets 404, someone signed out 401', async () => {
    expect((await read(ids.completed, someoneElse)).statusCode).toBe(404);
    expect((await give(ids.started, { rating: 4 }, someoneElse)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: url(ids.completed) })).statusCode).toBe(401);
  });

  it('answers 400 naming the field for a bad rating, comment or license id', async () => {
    const low = await give(ids.started, { rating: 0 });
    expect(low.statusCode).toBe(400);
    expect(low.json().fields).toHaveProperty(['body.rating']);
    expect((await give(ids.started, { rating: 4.5 })).json().fields).toHaveProperty(['body.rating']);
    expect((await give(ids.started, { rating: 4, comment: 'x'.repeat(2001) })).json().fields).toHaveProperty(['body.comment']);
    const badId = await give('abc', { rating: 4 });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toHaveProperty(['params.licenseId']);
  });
});
