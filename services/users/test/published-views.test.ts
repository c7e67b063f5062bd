import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { usersModule } from '../src';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('publishes people with the roles of their active contexts for other areas', async () => {
  const { rows } = await sql<{ first_name: string; roles: string[] }>`
    select first_name, roles from published.users_person order by id`.execute(database.db);
  const admin = rows.find((row) => row.first_name === 'Ada');
  expect(admin?.roles.sort()).toEqual(['atrium', 'staff']);
  expect(rows.find((row) => row.first_name === 'Ingrid')?.roles).toEqual(['instructor']);
});

it('publishes each person’s e-mail address, for areas that notify them', async () => {
  const { rows } = await sql<{ first_name: string; email: string }>`
    select first_name, email from published.users_person order by id`.execute(database.db);
  expect(rows.find((row) => row.first_name === 'Carl')?.email).toBe('companyadmin@atrium.example');
});

it('publishes each person’s language, so e-mails to them are written in it (decision 0226)', async () => {
  const { rows } = await sql<{ first_name: string; locale: string }>`
    select first_name, locale from published.users_person order by id`.execute(database.db);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row) => ['nb_NO', 'sv_SE', 'en_US'].includes(row.locale))).toBe(true);
});
