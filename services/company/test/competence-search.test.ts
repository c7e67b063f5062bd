import type { Role } from '@atrium/service-core';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { companyModule } from '../src';
import { publishLicenseStandIns, seedLicenses } from './license-report-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let svenskDepartment: number;

const nordsjoAdmin = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });
const svenskAdmin = sessionCookie({ roles: ['companyadmin'], userId: 13, customerId: 3 });
const learner = sessionCookie({ roles: [] as Role[], userId: 30, customerId: 2 });

/*
 * Nordsjø (2): Ola (30) passed "Working at heights" (5), expiring in 60 days; Kari (31) passed it long ago (expired)
 * and again lately (license 9, expiring in 300 days); Per (32) passed it, expiring in 100 days; Kari failed the
 * programme course (7); Ola passed the classroom course First aid (50) with no expiry. Svensk (3): Sven (40).
 */
beforeAll(async () => {
  database = await createTestDatabase();
  await publishLicenseStandIns(database.db);
  app = await buildTestApp(database.db, [companyModule]);
  await companyModule.seedDemo!(database.db);
  await seedLicenses(database.db);
  await sql`insert into published.elearning_license (id, user_id, customer_id, ecourse_id, course_name, started, completed, competence_expires)
    values (9, 31, 2, 5, 'Working at heights', now() - interval '6 days', now() - interval '5 days', current_date + 300)`.execute(
    database.db,
  );
  await sql`insert into published.classroom_participant (id, user_id, customer_id, course_id, course_name, started, completed)
    values (1, 30, 2, 50, 'First aid', now() - interval '20 days', now() - interval '19 days')`.execute(database.db);
  await sql`insert into company.external_product_id values (2, 'ELEARNING', 5, 'EXT-5', 'KOMP-5')`.execute(database.db);
  svenskDepartment = (
    await sql<{ id: number }>`insert into company.department (customer_id, name) values (3, 'Bygg') returning id`.execute(database.db)
  ).rows[0]!.id;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

interface Row {
  userId: number;
  courseTitle: string;
  courseType: string;
  competenceId: string | null;
  expires: string | null;
  valid: boolean;
}

const search = (cookie: string | undefined, payload: object) =>
  app.inject({ method: 'POST', url: '/api/company/data/my-company/competencesearch', headers: cookie ? { cookie } : {}, payload });

async function found(cookie: string, payload: object): Promise<{ items: Row[]; total: number }> {
  const res = await search(cookie, payload);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const keys = (rows: Row[]) => rows.map((row) => `${row.userId}:${row.courseTitle}`);

describe('POST /api/company/data/my-company/competencesearch', () => {
  it('refuses the signed out (401), learners (403) and bad input naming the field (400)', async () => {
    expect((await search(undefined, {})).statusCode).toBe(401);
    expect((await search(learner, {})).statusCode).toBe(403);
    for (const [payload, field] of [
      [{ orderBy: 'salary' }, 'body.orderBy'],
      [{ prpage: 1000 }, 'body.prpage'],
      [{ offset: -1 }, 'body.offset'],
      [{ departmentId: 'x' }, 'body.departmentId'],
    ] as const) {
      const res = await search(nordsjoAdmin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty([field]);
    }
  });

  it('lists each person’s latest passed course of the company, with its competence id and whether it holds', async () => {
    const { items, total } = await found(nordsjoAdmin, {});
    expect(total).toBe(4);
    // By name: Hansen (31), Nordmann (30) twice, Uten (32).
    expect(keys(items)).toEqual(['31:Working at heights', '30:First aid', '30:Working at heights', '32:Working at heights']);
    const kari = items[0]!;
    expect(kari).toMatchObject({ courseType: 'ELEARNING', competenceId: 'KOMP-5', valid: true });
    expect(kari.expires).toBe(new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10));
    expect(items[1]).toMatchObject({ courseType: 'CLASSROOM', competenceId: null, expires: null, valid: true });
  });

  it('searches by name, course or competence id, and by department', async () => {
    expect(keys((await found(nordsjoAdmin, { query: 'komp-5' })).items)).toHaveLength(3);
    expect(keys((await found(nordsjoAdmin, { query: 'first' })).items)).toEqual(['30:First aid']);
    expect(keys((await found(nordsjoAdmin, { query: 'nordmann ola' })).items)).toHaveLength(2);
    const boring = (
      await sql<{ id: number }>`select id from company.department where customer_id = 2 and name = 'Boring'`.execute(database.db)
    ).rows[0]!.id;
    expect(keys((await found(nordsjoAdmin, { departmentId: boring })).items)).toEqual(['30:First aid', '30:Working at heights']);
    // Another company's department finds nobody, even with its people in it.
    await sql`insert into company.department_member values (${svenskDepartment}, 30)`.execute(database.db);
    expect((await found(nordsjoAdmin, { departmentId: svenskDepartment })).total).toBe(0);
  });

  it('orders as asked and pages with offset and prpage', async () => {
    const byExpiry = (await found(nordsjoAdmin, { orderBy: 'expires', reverse: true })).items;
    // Latest expiry first; no expiry last either way.
    expect(byExpiry.map((row) => row.userId)).toEqual([31, 32, 30, 30]);
    expect(byExpiry.at(-1)!.expires).toBeNull();
    const page = await found(nordsjoAdmin, { offset: 3, prpage: 2 });
    expect(page).toMatchObject({ total: 4 });
    expect(keys(page.items)).toEqual(['32:Working at heights']);
    expect(await found(nordsjoAdmin, { offset: 10 })).toEqual({ items: [], total: 4 });
  });

  it('shows company admin A only their own people, and B only theirs', async () => {
    expect((await found(nordsjoAdmin, { query: 'sven' })).total).toBe(0);
    expect(keys((await found(svenskAdmin, {})).items)).toEqual(['40:Working at heights']);
  });
});

describe('GET /api/company/data/my-company/competence/report', () => {
  const report = (cookie: string, query = '') =>
    app.inject({ method: 'GET', url: `/api/company/data/my-company/competence/report${query}`, headers: { cookie } });

  it('writes every competence found as a sheet, in the site’s language, for the admin’s own company', async () => {
    const res = await report(nordsjoAdmin, '?orderBy=course&query=heights');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('competences.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Kompetanse'); // The Norwegian site's language, no page locale given.
    expect(sheet.getRow(1).getCell(5).value).toBe('Kompetanse-id');
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(5).value).toBe('KOMP-5');

    const other = new ExcelJS.Workbook();
    await other.xlsx.load((await report(svenskAdmin)).rawPayload as unknown as ArrayBuffer);
    expect(other.worksheets[0]!.rowCount).toBe(2);
  });

  it('refuses learners (403) and names a bad filter (400)', async () => {
    expect((await report(learner)).statusCode).toBe(403);
    const bad = await report(nordsjoAdmin, '?orderBy=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['querystring.orderBy']);
  });
});
