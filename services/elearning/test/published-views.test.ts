import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { elearningModule } from '../src';
import { elearningDb } from '../src/db';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('publishes its e-courses for other areas with the columns they read', async () => {
  await elearningDb(database.db)
    .insertInto('ecourse')
    .values({ internal_name: 'Working at heights', can_purchase: true, can_start: false })
    .execute();
  const { rows } = await sql<
    Record<string, unknown>
  >`select id, name, can_purchase, can_start, uuid from published.elearning_course`.execute(database.db);
  expect(rows).toEqual([
    { id: expect.any(Number), name: 'Working at heights', can_purchase: true, can_start: false, uuid: expect.any(String) },
  ]);
});

it('publishes each e-course for the reports area’s turnover search: title in its own language, else the internal name', async () => {
  const db = elearningDb(database.db);
  const [titled, untitled] = await db
    .insertInto('ecourse')
    .values([
      { internal_name: 'heights-2026', can_purchase: true, can_start: true, course_language: 'nb_NO', product_categories: ['HMS'] },
      { internal_name: 'golf-2026', can_purchase: true, can_start: true, course_language: 'sv_SE', product_categories: [] },
    ])
    .returning('id')
    .execute();
  await db
    .insertInto('ecourse_text')
    .values([
      { ecourse_id: titled!.id, locale: 'nb_NO', course_text_main_title: 'Arbeid i høyden' },
      { ecourse_id: titled!.id, locale: 'en_US', course_text_main_title: 'Working at heights' },
      { ecourse_id: untitled!.id, locale: 'en_US', course_text_main_title: 'Golf explained' },
    ])
    .execute();
  const { rows } = await sql<Record<string, unknown>>`
    select id, name, language, product_categories, title from published.elearning_report_course
    where id in (${titled!.id}, ${untitled!.id}) order by id`.execute(database.db);
  expect(rows).toEqual([
    { id: titled!.id, name: 'heights-2026', language: 'nb_NO', product_categories: ['HMS'], title: 'Arbeid i høyden' },
    { id: untitled!.id, name: 'golf-2026', language: 'sv_SE', product_categories: [], title: 'golf-2026' },
  ]);
});

it('publishes each e-course’s length in hours for the diplomas that state it, leaving out a course without one', async () => {
  const [timed, untimed] = await elearningDb(database.db)
    .insertInto('ecourse')
    .values([
      { internal_name: 'hours-2026', can_purchase: true, can_start: true, length_hours: 2, length_minutes: 45 },
      { internal_name: 'no-hours-2026', can_purchase: true, can_start: true },
    ])
    .returning('id')
    .execute();
  const { rows } = await sql<{ course_id: number; hours: string }>`
    select course_id, hours from published.elearning_course_hours where course_id in (${timed!.id}, ${untimed!.id})`.execute(database.db);
  expect(rows.map((row) => [row.course_id, Number(row.hours)])).toEqual([[timed!.id, 2.75]]);
});

it("publishes the customers holding each e-course's report role", async () => {
  const [course] = await elearningDb(database.db)
    .insertInto('ecourse')
    .values({ internal_name: 'report-role-2026', can_purchase: true, can_start: true })
    .returning('id')
    .execute();
  await elearningDb(database.db)
    .insertInto('ecourse_report_customer')
    .values([
      { ecourse_id: course!.id, customer_id: 3 },
      { ecourse_id: course!.id, customer_id: 4 },
    ])
    .execute();
  const { rows } = await sql<{ course_id: number; customer_id: number }>`
    select course_id, customer_id from published.elearning_report_customer where course_id = ${course!.id} order by customer_id`.execute(
    database.db,
  );
  expect(rows).toEqual([
    { course_id: course!.id, customer_id: 3 },
    { course_id: course!.id, customer_id: 4 },
  ]);
});
