import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { classroomModule } from '../src';
import { insertCourse } from './fixtures';
import { insertInstance, insertParticipants, PEOPLE, publishPeople } from './participant-fixtures';
import { offerDueSeatsJob } from '../src/classroom-management/offer-due-seats';
import { classroomDb } from '../src/db';

// The function the company area's license reports cancel classroom participants with (decision 0233); the classroom
// screens' own cancel runs the same function, so classroom-licenses-changes.test.ts covers its rules for staff.
let database: TestDatabase;
let app: FastifyInstance;
let cliId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  cliId = await insertInstance(database.db, await insertCourse(database.db, { name: 'First aid' }), { from: 30 });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const cancel = (ids: number[], customerId: number | null, feeAccepted = false) =>
  sql<{ n: number }>`select published.classroom_cancel_participants(${ids}::int[], ${customerId}, ${feeAccepted}, 9) as n`.execute(
    database.db,
  );
const statuses = async (ids: number[]) =>
  (
    await sql<{ status: string }>`select status from classroom.participant where id = any(${ids}::int[]) order by id`.execute(database.db)
  ).rows.map((row) => row.status);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { code: string; message: string }) => [error.code, error.message],
  );

it("cancels only the customer's own participants: another customer's counts as missing and nothing is cancelled", async () => {
  const [own, other] = await insertParticipants(database.db, cliId, [
    { userId: 1, customerId: 2 },
    { userId: 2, customerId: 3 },
  ]);
  expect(await refusal(cancel([own!, other!], 2))).toEqual(['AT404', 'license.notFound']);
  expect(await statuses([own!, other!])).toEqual(['enrolled', 'enrolled']);
  expect((await cancel([own!], 2)).rows[0]!.n).toBe(1);
  expect(await statuses([own!])).toEqual(['cancelled']);
  // Cancelled already: stays as it was, and counts nothing.
  expect((await cancel([own!], 2)).rows[0]!.n).toBe(0);
});

it('refuses course programme parts, approved participants and an unaccepted fee, each with its message key', async () => {
  const [programme, approved, costly] = await insertParticipants(database.db, cliId, [
    { userId: 3, customerId: 2, courseProgram: true },
    { userId: 4, customerId: 2, status: 'approved', approved: '2026-01-15' },
    { userId: 5, customerId: 2, fee: 45000 },
  ]);
  expect(await refusal(cancel([programme!, costly!], 2, true))).toEqual(['AT409', 'license.cancel.partOfCourseProgram']);
  expect(await refusal(cancel([approved!], 2, true))).toEqual(['AT409', 'license.cancel.approved']);
  expect(await refusal(cancel([costly!], 2))).toEqual(['AT409', 'license.cancel.feeNotAccepted']);
  expect(await statuses([programme!, approved!, costly!])).toEqual(['enrolled', 'approved', 'enrolled']);
  expect((await cancel([costly!], 2, true)).rows[0]!.n).toBe(1);
  expect(
    (await sql<{ cancelled_by: number }>`select cancelled_by from classroom.participant where id = ${costly}`.execute(database.db)).rows[0],
  ).toEqual({
    cancelled_by: 9,
  });
});

it("offers the seat another area's cancel freed to the waiting list, through the classroom area's job", async () => {
  await publishPeople(database.db, PEOPLE);
  const full = await insertInstance(database.db, await insertCourse(database.db, { name: 'Hot work' }), { from: 40, maxParticipants: 1 });
  const [seat] = await insertParticipants(database.db, full, [{ userId: 1, customerId: 2 }]);
  for (const userId of [4, 5])
    await classroomDb(database.db).insertInto('waiting_list').values({ cli_id: full, user_id: userId }).execute();
  const queue = async () =>
    (
      await classroomDb(database.db)
        .selectFrom('waiting_list')
        .select(['user_id', 'offered_at'])
        .where('cli_id', '=', full)
        .orderBy('position')
        .execute()
    ).map((row) => [row.user_id, row.offered_at !== null]);
  const due = () => classroomDb(database.db).selectFrom('seat_offer_due').select('cli_id').where('cli_id', '=', full).execute();
  // The company's cancel records the freed seat in its own transaction ...
  expect((await cancel([seat!], 2)).rows[0]!.n).toBe(1);
  expect(await due()).toEqual([{ cli_id: full }]);
  // ... and the job offers it to the first in the queue, with the notice course management sends, once.
  await offerDueSeatsJob.run(database.db);
  await offerDueSeatsJob.run(database.db);
  expect(await queue()).toEqual([
    [4, true],
    [5, false],
  ]);
  expect(await due()).toEqual([]);
  const { rows } = await sql<{ kind: string }>`select kind from classroom.instance_email where cli_id = ${full}`.execute(database.db);
  expect(rows.map((row) => row.kind)).toEqual(['waitingListOffer']);
});
