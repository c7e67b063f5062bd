import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { LicenseReportRow } from '@atrium/company-contract';
import { companyModule } from '../src';
import { publishLicenseStandIns, seedLicenses } from './license-report-fixtures';

// Document 001 §3 "Report licence row": id and "hotwork (summary attached)" (decision 0256).
let database: TestDatabase;
let app: FastifyInstance;

const nordsjoAdmin = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });
const svenskAdmin = sessionCookie({ roles: ['companyadmin'], userId: 13, customerId: 3 });

beforeAll(async () => {
  database = await createTestDatabase();
  await publishLicenseStandIns(database.db);
  app = await buildTestApp(database.db, [companyModule]);
  await companyModule.seedDemo!(database.db);
  await seedLicenses(database.db);
  // Ola (30, Nordsjø) also has classroom seat 1, the same id as his e-learning licence 1; the seat is certified by
  // record 501. Sven's (40, Svensk) e-learning licence 8 by record 502, with no certificate yet.
  await sql`insert into published.classroom_participant (id, user_id, customer_id, course_id, course_name, started, completed)
    values (1, 30, 2, 3, 'Varme arbeider', now() - interval '12 days', now() - interval '10 days')`.execute(database.db);
  await sql`insert into published.elearning_hotwork (id, participant_id, customer_id, course_date, certificate_number,
      received_proof_of_fire_drill, fire_drill_date, sent_to_customer, completed)
    values (501, 1, 2, '2026-03-10', 'HW-1003', true, '2026-03-12', true, true)`.execute(database.db);
  await sql`insert into published.elearning_hotwork (id, license_id, customer_id, course_date)
    values (502, 8, 3, '2026-04-01')`.execute(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function rowsOf(cookie: string): Promise<LicenseReportRow[]> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/company/data/my-company/licenses/search',
    headers: { cookie },
    payload: { licenseReportType: 'ALL_LICENSES' },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ licenses: LicenseReportRow[] }>().licenses;
}

describe('the report row: id and the attached hot-works summary', () => {
  it('keys every row by course type and id, unique where a seat and a licence share an id', async () => {
    const rows = await rowsOf(nordsjoAdmin);
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['ELEARNING-1', 'CLASSROOM-1']));
    for (const row of rows) expect(row.id).toBe(`${row.courseType}-${row.licenseId}`);
  });

  it('attaches the record to the seat it certifies and to nothing else', async () => {
    const rows = await rowsOf(nordsjoAdmin);
    expect(rows.find((row) => row.id === 'CLASSROOM-1')?.hotwork).toEqual({
      id: 501,
      courseDate: '2026-03-10',
      certificateNumber: 'HW-1003',
      receivedProofOfFireDrill: true,
      fireDrillDate: '2026-03-12',
      sentToCustomer: true,
      completed: true,
    });
    // The e-learning licence with the same id is not what record 501 certifies.
    expect(rows.find((row) => row.id === 'ELEARNING-1')?.hotwork).toBeNull();
    expect(rows.filter((row) => row.hotwork !== null)).toHaveLength(1);
  });

  it("shows a company only its own people's records", async () => {
    expect((await rowsOf(nordsjoAdmin)).some((row) => row.hotwork?.id === 502)).toBe(false);
    const svensk = await rowsOf(svenskAdmin);
    expect(svensk.map((row) => [row.id, row.hotwork?.id, row.hotwork?.certificateNumber, row.hotwork?.completed])).toEqual([
      ['ELEARNING-8', 502, null, false],
    ]);
  });

  it("puts the record's certificate and fire drill in the Excel file beside the row", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/company/web/data/my-company/licenses/excel',
      headers: { cookie: nordsjoAdmin },
      payload: { licenseReportType: 'ALL_LICENSES' },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Lisenser')!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const certificate = header.indexOf('Sertifikat varme arbeider');
    const drill = header.indexOf('Brannøvelse');
    const rows = sheet
      .getRows(2, sheet.rowCount - 1)!
      .map((row) => [row.getCell(4).value, row.getCell(certificate).value, row.getCell(drill).value]);
    expect(rows).toContainEqual(['Varme arbeider', 'HW-1003', new Date(Date.UTC(2026, 2, 12))]);
    expect(rows.filter(([, number]) => number)).toHaveLength(1);
  });
});
