import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { companyModule } from '../src';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [companyModule]);
  await companyModule.seedDemo!(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

type Joined = { user_id: number; department_id: number; department_name: string; department_created: boolean };

const join = async (customer: number, users: number[], names: (string | null)[]) =>
  (
    await sql<Joined>`
      select * from published.company_join_departments(${customer}, ${users}::int[], ${names}::text[]) order by user_id`.execute(
      database.db,
    )
  ).rows;
const departmentsOf = async (customer: number) =>
  (
    await sql<{ name: string; members: number[] }>`
      select d.name, coalesce(array_agg(m.user_id order by m.user_id) filter (where m.user_id is not null), '{}') as members
      from company.department d left join company.department_member m on m.department_id = d.id
      where d.customer_id = ${customer} group by d.name order by d.name`.execute(database.db)
  ).rows;

// Decision 0216: the users area's mass import joins people to departments by name only through these.
it('joins people to the departments their rows name, matching names ignoring case and making the ones missing', async () => {
  const before = await departmentsOf(2);
  const joined = await join(2, [901, 902, 903, 904], ['hms', ' Verksted ', 'VERKSTED', null]);
  expect(joined.map((row) => [row.user_id, row.department_name, row.department_created])).toEqual([
    [901, 'HMS', false],
    [902, 'Verksted', true],
    [903, 'Verksted', true],
  ]);
  const after = await departmentsOf(2);
  expect(after.find((department) => department.name === 'Verksted')!.members).toEqual([902, 903]);
  expect(after).toHaveLength(before.length + 1);
});

it('answers only the memberships it made: joining again makes none', async () => {
  expect(await join(2, [901, 902], ['HMS', 'Verksted'])).toEqual([]);
});

it('leaves undo what a join made: its memberships go, and a department it made goes once empty', async () => {
  const joined = await join(2, [905, 906], ['Lager', 'HMS']);
  const lager = joined.find((row) => row.department_name === 'Lager')!;
  await sql`
    select published.company_leave_departments(
      ${joined.map((row) => row.department_id)}::int[], ${joined.map((row) => row.user_id)}::int[], ${[lager.department_id]}::int[])`.execute(
    database.db,
  );
  const after = await departmentsOf(2);
  expect(after.map((department) => department.name)).not.toContain('Lager');
  expect(after.find((department) => department.name === 'HMS')!.members).toEqual([901]);
});

it('keeps a department it made while someone else is in it', async () => {
  const joined = await join(2, [907], ['Kantine']);
  await join(2, [908], ['Kantine']);
  await sql`select published.company_leave_departments(${[joined[0]!.department_id]}::int[], ${[907]}::int[], ${[joined[0]!.department_id]}::int[])`.execute(
    database.db,
  );
  expect((await departmentsOf(2)).find((department) => department.name === 'Kantine')!.members).toEqual([908]);
});
