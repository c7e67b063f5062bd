import { buildTestApp, createTestDatabase, sessionCookie, startTestMailDelivery, type TestDatabase } from '@atrium/service-core/testing';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import { companyModule } from '../src';
import { publishLicenseStandIns, seedLicenses } from './license-report-fixtures';

let database: TestDatabase;
let app: FastifyInstance;

const nordsjoAdmin = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });
const secondNordsjoAdmin = sessionCookie({ roles: ['companyadmin'], userId: 14, customerId: 2 });
const svenskAdmin = sessionCookie({ roles: ['companyadmin'], userId: 13, customerId: 3 });

beforeAll(async () => {
  database = await createTestDatabase();
  await publishLicenseStandIns(database.db);
  app = await buildTestApp(database.db, [companyModule]);
  await companyModule.seedDemo!(database.db);
  await seedLicenses(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const post = (url: string, cookie: string, payload: unknown) =>
  app.inject({ method: 'POST', url: `/api/company${url}`, headers: { cookie }, payload: payload as object });
const remind = (cookie: string, payload: object) => post('/data/my-company/licenses?cmd=sendExpireReminders', cookie, payload);

describe('POST data/my-company/licenses?cmd=sendExpireReminders', () => {
  it('refuses an unknown cmd, no selection and bad ids, naming the field', async () => {
    expect((await post('/data/my-company/licenses?cmd=other', nordsjoAdmin, { licenseIds: [1] })).json().fields).toHaveProperty([
      'querystring.cmd',
    ]);
    expect((await remind(nordsjoAdmin, { licenseIds: [] })).json().fields).toHaveProperty(['body.licenseIds']);
    expect((await remind(nordsjoAdmin, { licenseIds: ['x'] })).statusCode).toBe(400);
  });

  it("mails each selected person of the admin's own customer once per expiry, through a real SMTP server", async () => {
    const delivery = await startTestMailDelivery(database.db, ['company']);
    try {
      // 5 has no address, 8 is another customer's: neither is mailed, nor does 8 leak.
      const first = await remind(nordsjoAdmin, { licenseIds: [1, 5, 8], message: 'Book the refresher in March.' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ sent: 1, alreadyReminded: 0 });
      // A second admin at the same time, and a second run later, mail nobody again.
      const [again, other] = await Promise.all([
        remind(nordsjoAdmin, { licenseIds: [1] }),
        remind(secondNordsjoAdmin, { licenseIds: [1] }),
      ]);
      expect([again.json(), other.json()]).toEqual([
        { sent: 0, alreadyReminded: 1 },
        { sent: 0, alreadyReminded: 1 },
      ]);
      for (let i = 0; i < 100 && delivery.arrivals.length < 1; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(delivery.arrivals).toHaveLength(1);
      expect(delivery.arrivals[0]!.to).toEqual(['ola@example.com']);
      expect(delivery.arrivals[0]!.raw).toContain('Book the refresher in March.');
      expect(delivery.arrivals[0]!.raw).toContain('Working at heights');
      // Asked for, it mails again.
      expect((await remind(nordsjoAdmin, { licenseIds: [1], repeat: true })).json()).toEqual({ sent: 1, alreadyReminded: 0 });
      for (let i = 0; i < 100 && delivery.arrivals.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(delivery.arrivals).toHaveLength(2);
    } finally {
      await delivery.stop();
    }
    const search = await post('/data/my-company/licenses/search', nordsjoAdmin, { licenseReportType: 'SEND_COURSE_SOON_EXPIRES_REMINDER' });
    expect(search.json().licenses.find((license: { licenseId: number }) => license.licenseId === 1).reminderSent).not.toBeNull();
  });

  it("never reminds another customer's people", async () => {
    expect((await remind(svenskAdmin, { licenseIds: [1, 2] })).json()).toEqual({ sent: 0, alreadyReminded: 0 });
  });

  it.each([
    ['nb_NO', 'Kurset «Working at heights» utløper snart', 'Kompetansen din fra kurset «Working at heights» utløper DD.MM.YYYY.'],
    ['sv_SE', 'Kursen ”Working at heights” går snart ut', 'Din kompetens från kursen ”Working at heights” går ut YYYY-MM-DD.'],
    ['de_DE', 'Your course "Working at heights" expires soon', 'expires on DD.MM.YYYY.'],
  ])("writes the reminder in the holder's language (%s), with the expiry as that language writes a day", async (locale, subject, line) => {
    await sql`update published.users_person set locale = ${locale} where id = 31`.execute(database.db);
    expect((await remind(nordsjoAdmin, { licenseIds: [2], message: 'Ring oss.', repeat: true })).json()).toEqual({
      sent: 1,
      alreadyReminded: 0,
    });
    const { rows } = await sql<{ subject: string; text: string; expires: string }>`
      select o.subject, o.text, (current_date - 10)::text as expires from company.outbox o
      where 'kari@example.com' = any(o."to") order by o.id desc limit 1`.execute(database.db);
    const [year, month, day] = rows[0]!.expires.split('-');
    expect(rows[0]!.subject).toBe(subject);
    expect(rows[0]!.text).toContain(line.replace('DD.MM.YYYY', `${day}.${month}.${year}`).replace('YYYY-MM-DD', rows[0]!.expires));
    expect(rows[0]!.text).toContain('Ring oss.');
  });
});

describe('POST /web/data/my-company/licenses/cancel', () => {
  const cancel = (cookie: string, ids: unknown) => post('/web/data/my-company/licenses/cancel', cookie, ids);

  it('refuses an empty selection and bad ids, naming the field', async () => {
    expect((await cancel(nordsjoAdmin, [])).statusCode).toBe(400);
    expect((await cancel(nordsjoAdmin, ['x'])).json().fields).toHaveProperty(['body.licenseIds.0']);
  });

  it("treats another customer's license as missing and changes nothing", async () => {
    expect((await cancel(svenskAdmin, [3])).statusCode).toBe(404);
    expect((await cancel(nordsjoAdmin, [3, 8])).statusCode).toBe(404);
    const { rows } = await sql<{ cancelled: boolean }>`select cancelled from published.elearning_license where id in (3, 8)`.execute(
      database.db,
    );
    expect(rows.every((row) => !row.cancelled)).toBe(true);
  });

  it('refuses a selection holding a course-programme license (document 001 §4)', async () => {
    const res = await cancel(nordsjoAdmin, [3, 6]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('license.cancel.partOfCourseProgram');
  });

  it('cancels an e-learning license that costs a fee only with the fee accepted (document 001 §4)', async () => {
    await sql`insert into published.elearning_license (id, user_id, customer_id, ecourse_id, course_name, cancellation_fee)
      values (95, 30, 2, 5, 'Working at heights', 12000)`.execute(database.db);
    const refused = await cancel(nordsjoAdmin, { licenseIds: [95] });
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'license.cancel.feeNotAccepted']);
    expect((await cancel(nordsjoAdmin, { licenseIds: [95], acceptCancellationFee: true })).json()).toEqual({ cancelled: 1 });
  });

  it('cancels the selected licenses, and a repeat changes nothing more', async () => {
    expect((await cancel(nordsjoAdmin, [3])).json()).toEqual({ cancelled: 1 });
    expect((await cancel(nordsjoAdmin, [3])).json()).toEqual({ cancelled: 0 });
  });
});

describe('diplomas', () => {
  const download = (cookie: string, licenseIds: unknown) => post('/web/data/my-company/licenses/diplomas', cookie, { licenseIds });

  it('gives one PDF page per passed license, and keeps each diploma its code', async () => {
    const res = await download(nordsjoAdmin, [1, 5, 7]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(res.rawPayload);
    // 7 was not passed: no diploma.
    expect(pdf.getPageCount()).toBe(2);
    const codes = await sql<{ license_id: number; code: string }>`select license_id, code from company.diploma order by license_id`.execute(
      database.db,
    );
    expect(codes.rows.map((row) => row.license_id)).toEqual([1, 5]);
    await download(nordsjoAdmin, [1]);
    const again = await sql<{ code: string }>`select code from company.diploma where license_id = 1`.execute(database.db);
    expect(again.rows[0]!.code).toBe(codes.rows[0]!.code);
  });

  it("lets anyone check a diploma by its code, and gives no diploma of another customer's license", async () => {
    const { rows } = await sql<{ code: string }>`select code from company.diploma where license_id = 1`.execute(database.db);
    const check = await app.inject({ url: `/api/company/diplomas/${rows[0]!.code}` });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      personName: 'Ola Nordmann',
      courseName: 'Working at heights',
      completed: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
    expect((await app.inject({ url: '/api/company/diplomas/ABCDEFGHJK' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/company/diplomas/short' })).statusCode).toBe(400);
    expect((await download(svenskAdmin, [1])).statusCode).toBe(404);
    expect((await download(nordsjoAdmin, [])).statusCode).toBe(400);
  });
});

describe('POST /web/data/my-company/licenses/excel', () => {
  it("downloads the search's rows as a sheet, for the admin's own customer", async () => {
    const res = await post('/web/data/my-company/licenses/excel', nordsjoAdmin, { licenseReportType: 'COURSE_PROGRAM' });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    // No page_locale cookie: the file is in the product's first language, Norwegian.
    const sheet = workbook.getWorksheet('Lisenser')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Lisens-id');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toBe(7);
    expect(sheet.getRow(3).getCell(9).value).toBe(250);
    expect((await post('/web/data/my-company/licenses/excel', nordsjoAdmin, { licenseReportType: 'X' })).statusCode).toBe(400);
    const other = await post('/web/data/my-company/licenses/excel', svenskAdmin, { licenseReportType: 'ALL_LICENSES' });
    const otherBook = new ExcelJS.Workbook();
    await otherBook.xlsx.load(other.rawPayload as unknown as ArrayBuffer);
    expect(otherBook.getWorksheet('Lisenser')!.rowCount).toBe(2);
  });
});
