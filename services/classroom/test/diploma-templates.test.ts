import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { classroomModule } from '../src';
import { insertCourse } from './fixtures';

// Decision 0233: what each diploma template says per locale, written by course staff and published to the company area.
let database: TestDatabase;
let app: FastifyInstance;
let templateId: number;

const staff = sessionCookie({ roles: ['staff'] });
const companyAdmin = sessionCookie({ roles: ['companyadmin'], customerId: 2 });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  const { rows } = await sql<{ id: number }>`
    with provider as (insert into classroom.course_provider (name) values ('Kurs AS') returning id)
    insert into classroom.diploma_template (course_provider_id, name) select id, 'Standard' from provider returning id`.execute(
    database.db,
  );
  templateId = rows[0]!.id;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const url = (id: number) => `/api/classroom/data/diplomaTemplates/${id}/texts`;
const save = (payload: unknown, cookie = staff, id = templateId) =>
  app.inject({ method: 'PUT', url: url(id), headers: { cookie }, payload: payload as object });
const norwegian = {
  locale: 'nb_NO',
  title: ' Kursbevis ',
  body: '{name} har fullført {course} ({hours} timer) den {date}.',
  issuer: 'Kurs AS',
  signatureLine: 'Kari Nordmann, daglig leder',
};

it('answers every locale, empty until written, and saves each locale as sent, trimmed, once however often', async () => {
  const empty = await app.inject({ url: url(templateId), headers: { cookie: staff } });
  expect(empty.json().map((text: { locale: string; title: string }) => [text.locale, text.title])).toEqual([
    ['nb_NO', ''],
    ['sv_SE', ''],
    ['en_US', ''],
  ]);
  const [first, second] = await Promise.all([save([norwegian]), save([norwegian])]);
  expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
  expect(first.json()[0]).toEqual({ ...norwegian, title: 'Kursbevis' });
  await save([{ ...norwegian, locale: 'en_US', title: 'Diploma', body: '{name} completed {course} on {date}.' }]);
  const { rows } = await sql`select locale, title from published.classroom_diploma_template_text order by locale`.execute(database.db);
  expect(rows).toEqual([
    { locale: 'en_US', title: 'Diploma' },
    { locale: 'nb_NO', title: 'Kursbevis' },
  ]);
});

it('refuses bad input naming the field, an unknown template, and anyone but course staff', async () => {
  expect((await save([{ ...norwegian, locale: 'de_DE' }])).json().fields).toHaveProperty(['body.0.locale']);
  expect((await save([{ ...norwegian, title: 'x'.repeat(201) }])).json().fields).toHaveProperty(['body.0.title']);
  expect((await save([norwegian, norwegian])).statusCode).toBe(400);
  expect((await save([norwegian], staff, 999999)).statusCode).toBe(404);
  expect((await save([norwegian], companyAdmin)).statusCode).toBe(403);
  expect((await app.inject({ url: url(templateId), headers: { cookie: companyAdmin } })).statusCode).toBe(403);
});

it('publishes each course’s length in hours, minutes as a fraction', async () => {
  const courseId = await insertCourse(database.db, { name: 'First aid' });
  await sql`update classroom.classroom_course set length_hours = 7, length_minutes = 30 where id = ${courseId}`.execute(database.db);
  const { rows } = await sql<{
    hours: string;
  }>`select hours::text from published.classroom_course_hours where course_id = ${courseId}`.execute(database.db);
  expect(Number(rows[0]!.hours)).toBe(7.5);
});
