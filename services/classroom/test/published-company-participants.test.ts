import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { classroomModule } from '../src';
import { insertCourse } from './fixtures';
import { insertInstance, insertParticipants } from './participant-fixtures';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

type Row = Record<string, unknown> & { id: number };
const published = async (ids: number[]) =>
  (await sql<Row>`select * from published.classroom_participant where id = any(${ids}::int[]) order by id`.execute(database.db)).rows;

it('publishes each participant as the company reports read a license: dates, status flags, expiry and diploma', async () => {
  const courseId = await insertCourse(database.db, { name: 'First aid' });
  await sql`update classroom.classroom_course set competence_calculation_value = 24 where id = ${courseId}`.execute(database.db);
  const past = await insertInstance(database.db, courseId, { from: -10, to: -9 });
  const future = await insertInstance(database.db, courseId, { from: 30 });
  const ids = await insertParticipants(database.db, past, [
    { userId: 1, customerId: 2, status: 'approved', approved: '2026-01-15' },
    { userId: 2, customerId: 2, status: 'notapproved' },
    { userId: 3, customerId: 3, status: 'cancelled' },
  ]);
  const [upcoming] = await insertParticipants(database.db, future, [{ userId: 1, customerId: 2, courseProgram: true, fee: 5000 }]);

  const rows = await published([...ids, upcoming!]);
  expect(rows[0]).toMatchObject({
    user_id: 1,
    customer_id: 2,
    course_id: courseId,
    cli_id: past,
    course_name: 'First aid',
    cancelled: false,
    not_passed: false,
    competence_expires: expect.anything(),
    diploma_disabled: false,
  });
  expect(rows[0]!.completed).not.toBeNull();
  expect(rows[0]!.started).not.toBeNull();
  const expires = (
    await sql<{ d: string }>`select competence_expires::text as d from published.classroom_participant where id = ${ids[0]}`.execute(
      database.db,
    )
  ).rows[0]!.d;
  expect(expires).toBe('2028-01-15');
  expect(rows[1]).toMatchObject({ not_passed: true, cancelled: false, competence_expires: null });
  expect(rows[1]!.completed).not.toBeNull();
  expect(rows[2]).toMatchObject({ cancelled: true, customer_id: 3 });
  expect(rows[3]).toMatchObject({ started: null, completed: null, as_part_of_course_program: true, cancellation_fee: 5000 });

  // A cancelled instance cancels its participants; the instance's "diploma disabled" wins over the course's.
  await sql`update classroom.classroom_course_instance set status = 4, diploma_disabled = true where id = ${future}`.execute(database.db);
  expect((await published([upcoming!]))[0]).toMatchObject({ cancelled: true, diploma_disabled: true });
});

it('publishes the diploma templates with their course provider', async () => {
  const { rows: provider } = await sql<{
    id: number;
  }>`insert into classroom.course_provider (name) values ('Kurs AS') returning id`.execute(database.db);
  await sql`insert into classroom.diploma_template (course_provider_id, name) values (${provider[0]!.id}, 'Standard')`.execute(database.db);
  const { rows } = await sql`select name, provider_name from published.classroom_diploma_template`.execute(database.db);
  expect(rows).toEqual([{ name: 'Standard', provider_name: 'Kurs AS' }]);
});
