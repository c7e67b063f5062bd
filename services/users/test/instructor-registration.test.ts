import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { Role } from '@atrium/service-core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { INSTRUCTOR_USER_SEARCH_LIMIT, type InstructorUserSearchResult } from '@atrium/users-contract';
import { openLoginSession, usersModule } from '../src';
import { usersDb } from '../src/db';

// Document 002 §5, §7, §9: the instructor page's people search (200 at most, hits and total) and registration with
// the duplicate answers, the person's contexts, customer and id.

let database: TestDatabase;
let app: FastifyInstance;
let sessionId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
  sessionId = await openLoginSession(database.db, 3);
  // The company area's view, as a table: these tests mount the users area alone.
  await sql`
    create table published.company_customer (
      id integer primary key, name text not null, active boolean not null, merged_into_id integer, site text not null
    )`.execute(database.db);
  await sql`
    insert into published.company_customer values
      (1, 'Atrium Kurs AS', true, null, 'NO'), (2, 'Nordsjø Energi AS', true, null, 'NO'), (4, 'Nedlagt AS', false, null, 'NO')`.execute(
    database.db,
  );
  // The classroom area's views, as tables: instance 70 has participants at customers 1, 2 and the closed 4 (and one
  // cancelled at 5) and is taught by the caller (3); instance 71 is taught by someone else.
  await sql`create table published.classroom_participant (cli_id integer, customer_id integer, cancelled boolean)`.execute(database.db);
  await sql`insert into published.classroom_participant values (70, 1, false), (70, 2, false), (70, 4, false), (70, 5, true), (71, 2, false)`.execute(
    database.db,
  );
  await sql`create table published.classroom_report_happening (cli_id integer, instructor_ids integer[])`.execute(database.db);
  await sql`insert into published.classroom_report_happening values (70, '{3}'), (71, '{9}')`.execute(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const as = (roles: Role[]) => ({ cookie: sessionCookie({ roles, sessionId, userId: 3 }) });
const search = (query: string, headers = as(['instructor'])) =>
  app.inject({ method: 'POST', url: '/api/users/data/_search/classroom-instructor/users', payload: { query }, headers });
const addUser = (flags: string, body: object, headers = as(['instructor_external'])) =>
  app.inject({ method: 'POST', url: `/api/users/data/instructors/classroom-management/add-user/${flags}`, payload: body, headers });
const kari = { firstName: 'Kari', lastName: 'Lærling', email: 'kari.laerling@nordsjo.example', customerId: 2, instanceId: 70 };

describe('instructor-assisted search', () => {
  it('finds people with their active customers; an empty query finds nobody', async () => {
    const res = await search('carl');
    expect(res.statusCode).toBe(200);
    const answer = res.json() as InstructorUserSearchResult;
    expect(answer).toMatchObject({ limited: false, hits: 1, total: 1 });
    expect(answer.results[0]).toMatchObject({ firstname: 'Carl', contexts: [{ customerId: 2, customerName: expect.any(String) }] });
    expect((await search('   ')).json()).toEqual({ results: [], limited: false, hits: 0, total: 0 });
    expect((await search('nobody-is-called-this')).json()).toMatchObject({ hits: 0, total: 0, limited: false });
  });

  it(`answers at most ${INSTRUCTOR_USER_SEARCH_LIMIT} and says how many matched`, async () => {
    const db = usersDb(database.db);
    await db
      .insertInto('users')
      .values(
        Array.from({ length: INSTRUCTOR_USER_SEARCH_LIMIT + 5 }, (_, index) => ({
          username: `many${index}@limit.example`,
          email: `many${index}@limit.example`,
          first_name: 'Many',
          last_name: `Limit${String(index).padStart(3, '0')}`,
          password_hash: 'x',
        })),
      )
      .execute();
    const answer = (await search('@limit.example')).json() as InstructorUserSearchResult;
    expect(answer).toMatchObject({ limited: true, hits: INSTRUCTOR_USER_SEARCH_LIMIT, total: INSTRUCTOR_USER_SEARCH_LIMIT + 5 });
    expect(answer.results).toHaveLength(INSTRUCTOR_USER_SEARCH_LIMIT);
  });

  it('is for instructors and staff only', async () => {
    expect((await search('carl', as(['companyadmin']))).statusCode).toBe(403);
    expect((await search('carl', as(['staff']))).statusCode).toBe(200);
  });
});

describe('instructor-assisted registration', () => {
  it('registers a new person at the customer and answers their contexts, customer and id', async () => {
    const res = await addUser('false/false', kari);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ possibleDuplicate: null, externalDuplicate: false, customerId: 2 });
    expect(answer.userId).toBe(answer.user.id);
    expect(answer.contexts).toEqual([{ customerId: 2, customerName: 'Nordsjø Energi AS' }]);
  });

  it('stops at a possible duplicate, then takes it with useDuplicate or registers anyway with force', async () => {
    const again = await addUser('false/false', { ...kari, email: 'KARI.LAERLING@nordsjo.example', customerId: 1 });
    expect(again.json()).toMatchObject({ user: null, userId: null, possibleDuplicate: { firstname: 'Kari' } });
    const taken = await addUser('false/true', { ...kari, customerId: 1 });
    expect(taken.json().user.id).toBe(again.json().possibleDuplicate.id);
    expect(
      taken
        .json()
        .contexts.map((c: { customerId: number }) => c.customerId)
        .sort(),
    ).toEqual([1, 2]);
    const forced = await addUser('true/false', { ...kari, email: 'kari.two@nordsjo.example' });
    expect(forced.json().user.id).not.toBe(taken.json().user.id);
  });

  it('refuses both flags, a closed customer and bad fields, naming the field', async () => {
    const both = await addUser('true/true', kari);
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain('useDuplicate');
    const closed = await addUser('false/false', { ...kari, email: 'x@closed.example', customerId: 4 });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toContain('body.customerId');
    const bad = await addUser('false/false', { ...kari, email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('email');
    expect((await addUser('maybe/false', kari)).json().message).toContain('force');
    expect((await addUser('false/false', kari, as(['companyadmin']))).statusCode).toBe(403);
  });

  it("registers only at the instance's customers and only for the instance's instructors (decision 0227)", async () => {
    const elsewhere = await addUser('false/false', { ...kari, email: 'kari.elsewhere@example.com', customerId: 5 });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toContain('body.customerId');
    expect(elsewhere.json().message).toContain('instructor-page.add.customerNotOnCourse');
    const notTeaching = await addUser('false/false', { ...kari, email: 'kari.other@example.com', instanceId: 71 });
    expect(notTeaching.statusCode).toBe(403);
    // Course staff register for any instance, still at its customers only.
    expect((await addUser('false/false', { ...kari, email: 'kari.staff@example.com', instanceId: 71 }, as(['staff']))).statusCode).toBe(
      200,
    );
    const missing = await addUser('false/false', { firstName: 'Kari', lastName: 'Lærling', email: 'kari.none@example.com', customerId: 2 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('instanceId');
  });
});
