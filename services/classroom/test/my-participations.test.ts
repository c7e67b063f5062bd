import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { classroomModule } from '../src';
import { STATUS_CANCELLED, type MyParticipation } from '@atrium/classroom-contract';
import { classroomDb } from '../src/db';
import { insertCourse, isoDay } from './fixtures';
import { insertInstance, insertParticipants } from './participant-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const learner = sessionCookie({ roles: [], userId: 7 });
const admin = sessionCookie({ roles: ['atrium'], userId: 1 });
const instances: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  const courseId = await insertCourse(database.db, { name: 'Varme arbeider' });
  instances.past = await insertInstance(database.db, courseId, { from: -30, to: -29 });
  instances.coming = await insertInstance(database.db, courseId, { from: 20 });
  instances.cancelled = await insertInstance(database.db, courseId, { from: 40, status: STATUS_CANCELLED });
  const place = await classroomDb(database.db)
    .insertInto('course_place')
    .values({ name: 'Kurssenteret', abbreviation: null, address_line: null, city: 'Stavanger' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await classroomDb(database.db)
    .updateTable('classroom_course_instance')
    .set({ course_place_id: place.id })
    .where('id', '=', instances.coming)
    .execute();
  await insertParticipants(database.db, instances.past, [{ userId: 7, status: 'approved', approved: '2026-01-05' }, { userId: 8 }]);
  await insertParticipants(database.db, instances.coming, [{ userId: 7 }]);
  await insertParticipants(database.db, instances.cancelled, [{ userId: 7 }]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const mine = (cookie?: string) =>
  app.inject({ method: 'GET', url: '/api/classroom/data/my/participations', headers: cookie ? { cookie } : {} });

describe('GET /api/classroom/data/my/participations', () => {
  it('is 401 for someone not signed in', async () => {
    expect((await mine()).statusCode).toBe(401);
  });

  it('lists the caller’s own courses with days, venue and status, latest first', async () => {
    const answer = await mine(learner);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<MyParticipation[]>()).toEqual([
      expect.objectContaining({ cliId: instances.cancelled, status: 'courseCancelled', courseState: 'cancelled', place: null }),
      expect.objectContaining({
        cliId: instances.coming,
        courseName: 'Varme arbeider',
        startDate: isoDay(20),
        endDate: isoDay(20),
        place: 'Kurssenteret, Stavanger',
        status: 'notStarted',
        courseState: 'upcoming',
      }),
      expect.objectContaining({ cliId: instances.past, status: 'approved', courseState: 'finished' }),
    ]);
  });

  it('never shows anyone else’s: an admin taking no course sees none', async () => {
    expect((await mine(admin)).json()).toEqual([]);
  });
});
