import type { Role } from '@atrium/service-core';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { companyModule } from '../src';

let database: TestDatabase;
let app: FastifyInstance;

const nordsjoAdmin = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });
const svenskAdmin = sessionCookie({ roles: ['companyadmin'], userId: 13, customerId: 3 });
const learner = sessionCookie({ roles: [] as Role[], userId: 30, customerId: 2 });

beforeAll(async () => {
  database = await createTestDatabase();
  // Stand-ins for the products the e-learning and classroom areas publish (same names and columns).
  await sql`create schema if not exists published`.execute(database.db);
  await sql`create table published.elearning_course (id integer primary key, uuid uuid, name text, can_purchase boolean, can_start boolean)`.execute(
    database.db,
  );
  await sql`create table published.classroom_instance_sale (id integer primary key, course_id integer, name text)`.execute(database.db);
  await sql`insert into published.elearning_course (id, name) values (5, 'Working at heights'), (6, 'Fire safety'), (7, 'Geology')`.execute(
    database.db,
  );
  await sql`insert into published.classroom_instance_sale values (70, 5, 'First aid'), (71, 5, 'First aid')`.execute(database.db);
  app = await buildTestApp(database.db, [companyModule]);
  await companyModule.seedDemo!(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const search = (payload: object, cookie = nordsjoAdmin) =>
  app.inject({ method: 'POST', url: '/api/company/data/product/customer/search', headers: { cookie }, payload });
const put = (payload: object, cookie = nordsjoAdmin) =>
  app.inject({ method: 'PUT', url: '/api/company/data/my-company/externalProductId', headers: { cookie }, payload });
const ids = async (cookie = nordsjoAdmin) =>
  Object.fromEntries(
    (
      (await search({}, cookie)).json() as {
        productType: string;
        productId: number;
        externalId: string | null;
        competenceId: string | null;
      }[]
    ).map((p) => [`${p.productType}-${p.productId}`, [p.externalId, p.competenceId]]),
  );

it('lists classroom and e-learning products by name, and searches names and ids', async () => {
  const all = (await search({})).json();
  expect(all.map((p: { title: string; productType: string }) => `${p.productType} ${p.title}`)).toEqual([
    'ELEARNING Fire safety',
    'CLASSROOM First aid',
    'ELEARNING Geology',
    'ELEARNING Working at heights',
  ]);
  expect((await search({ productType: 'CLASSROOM' })).json()).toHaveLength(1);
  expect((await search({ query: 'FIRE' })).json()).toHaveLength(1);
  expect((await search({ productType: 'BOOK' })).json().fields).toHaveProperty(['body.productType']);
  expect((await search({}, learner)).statusCode).toBe(403);
});

it('sets trimmed ids, and an empty id clears it', async () => {
  const res = await put({ productId: 5, externalId: '  HMS-01 ', competenceId: ' C9 ' });
  expect(res.json()).toEqual({
    isDuplicate: false,
    conflictingProductId: null,
    product: { productId: 5, productType: 'ELEARNING', title: 'Working at heights', externalId: 'HMS-01', competenceId: 'C9' },
  });
  expect((await put({ productId: 5, productType: 'CLASSROOM', externalId: 'FA-1', competenceId: '' })).json().product).toMatchObject({
    productType: 'CLASSROOM',
    externalId: 'FA-1',
    competenceId: null,
  });
  expect((await put({ productId: 99, externalId: 'X' })).statusCode).toBe(404);
  expect((await put({ productId: 5, externalId: 'x'.repeat(101) })).json().fields).toHaveProperty(['body.externalId']);
});

it('warns of a duplicate and changes nothing; forced, the other product loses the id', async () => {
  const duplicate = await put({ productId: 6, externalId: 'HMS-01' });
  expect(duplicate.json()).toEqual({ isDuplicate: true, conflictingProductId: 5, product: null });
  expect((await ids())['ELEARNING-6']).toEqual([null, null]);
  const forced = await put({ productId: 6, externalId: 'HMS-01', force: true });
  expect(forced.json()).toMatchObject({ isDuplicate: false, product: { productId: 6, externalId: 'HMS-01' } });
  expect((await ids())['ELEARNING-5']).toEqual([null, 'C9']);
});

it("keeps each customer's ids apart", async () => {
  expect((await put({ productId: 7, externalId: 'HMS-01' }, svenskAdmin)).json().isDuplicate).toBe(false);
  expect((await ids(svenskAdmin))['ELEARNING-6']).toEqual([null, null]);
  expect((await ids())['ELEARNING-6']).toEqual(['HMS-01', null]);
  const remove = (path: string, cookie = nordsjoAdmin) =>
    app.inject({ method: 'DELETE', url: `/api/company/data/my-company/externalProductId/delete/${path}`, headers: { cookie } });
  expect((await remove('6', svenskAdmin)).statusCode).toBe(404);
  expect((await remove('6')).statusCode).toBe(204);
  expect((await ids())['ELEARNING-6']).toEqual([null, null]);
  expect((await ids(svenskAdmin))['ELEARNING-7']).toEqual(['HMS-01', null]);
  expect((await remove('x')).json().fields).toHaveProperty(['params.productId']);
});

it('gives one product the id when two admins set it at once', async () => {
  const [a, b] = await Promise.all([put({ productId: 5, externalId: 'RACE' }), put({ productId: 7, externalId: 'RACE' })]);
  expect([a.json().isDuplicate, b.json().isDuplicate].sort()).toEqual([false, true]);
  const holders = Object.values(await ids()).filter(([externalId]) => externalId === 'RACE');
  expect(holders).toHaveLength(1);
});
