import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import { reportsModule } from '../src';
import { publishSellingStandIns } from './selling-fixtures';
import { seedOpenLine } from './batch-invoice-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 1, customerId: 1 });
const carl = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });
const BASE = '/api/reports/data/credit-note/v1';
let invoiced: number[];
let open: number;
let invoiceId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
  invoiced = [];
  for (let n = 0; n < 4; n += 1) invoiced.push(await seedOpenLine(database.db, { customerId: 2, netPrice: 198000 + n * 2, quantity: 2 }));
  open = await seedOpenLine(database.db, { customerId: 2 });
  const placed = await app.inject({
    method: 'POST',
    url: '/api/reports/data/batchinvoice/order',
    headers: { cookie: staff },
    payload: { customerId: 2, groupType: 'SINGLE', vat: true, locale: 'en_US', lines: invoiced },
  });
  invoiceId = placed.json().invoices[0].invoiceId;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const credit = (cookie: string | undefined, payload: object) =>
  app.inject({ method: 'POST', url: BASE, headers: cookie ? { cookie } : {}, payload });

it('is course staff’s and refuses bad input naming the field', async () => {
  expect((await credit(undefined, { purchaseId: invoiced[0], reason: 'x' })).statusCode).toBe(401);
  expect((await credit(carl, { purchaseId: invoiced[0], reason: 'x' })).statusCode).toBe(403);
  expect((await app.inject({ url: `${BASE}/invoices/${invoiceId}`, headers: { cookie: carl } })).statusCode).toBe(403);
  for (const [payload, field] of [
    [{ purchaseId: invoiced[0], reason: '' }, 'reason'],
    [{ purchaseId: invoiced[0], reason: 'x'.repeat(501) }, 'reason'],
    [{ purchaseId: 'a', reason: 'x' }, 'purchaseId'],
  ] as const) {
    const res = await credit(staff, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  }
  expect((await app.inject({ url: `${BASE}/invoices/x`, headers: { cookie: staff } })).json().message).toContain('invoiceId');
});

it('refuses a line not invoiced (409) or unknown (404)', async () => {
  const res = await credit(staff, { purchaseId: open, reason: 'Cancelled' });
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe('creditNote.error.notInvoiced');
  expect((await credit(staff, { purchaseId: 999999, reason: 'x' })).statusCode).toBe(404);
  expect((await sql<{ n: number }>`select count(*)::int as n from reports.credit_note`.execute(database.db)).rows[0]!.n).toBe(0);
});

it('credits an invoiced line in full with the invoice’s VAT, once, and shows it on the invoice', async () => {
  const res = await credit(staff, { purchaseId: invoiced[0], reason: 'Course cancelled by the provider' });
  expect(res.statusCode).toBe(201);
  const note = res.json();
  expect(note).toMatchObject({
    number: 1,
    invoiceId,
    invoiceNumber: 1,
    purchaseId: invoiced[0],
    title: 'Working at heights',
    reason: 'Course cancelled by the provider',
    currency: 'NOK',
    netTotal: 198000,
    vatTotal: 49500,
  });
  const again = await credit(staff, { purchaseId: invoiced[0], reason: 'Another reason' });
  expect(again.json()).toEqual(note);
  const detail = (await app.inject({ url: `${BASE}/invoices/${invoiceId}`, headers: { cookie: staff } })).json();
  expect(detail).toMatchObject({ number: 1, customer: 'Nordsjø Energi AS', netTotal: 792012 });
  expect(detail.lines.map((line: { creditNote: { number: number } | null }) => line.creditNote?.number ?? null)).toEqual([
    1,
    null,
    null,
    null,
  ]);
  expect((await app.inject({ url: `${BASE}/invoice-numbers/1`, headers: { cookie: staff } })).json().invoiceId).toBe(invoiceId);
  expect((await app.inject({ url: `${BASE}/invoice-numbers/99`, headers: { cookie: staff } })).statusCode).toBe(404);
  const audit = await sql<{ action: string; detail: { number: number } }>`
    select action, detail from reports.sales_audit where entity = 'credit_note'`.execute(database.db);
  expect(audit.rows).toEqual([{ action: 'issued', detail: expect.objectContaining({ number: 1, invoiceNumber: 1, netTotal: 198000 }) }]);
});

it('numbers credit notes without gaps and credits a line once when requests run at once', async () => {
  const answers = await Promise.all([
    credit(staff, { purchaseId: invoiced[1], reason: 'a' }),
    credit(staff, { purchaseId: invoiced[1], reason: 'b' }),
    credit(staff, { purchaseId: invoiced[2], reason: 'c' }),
    credit(staff, { purchaseId: invoiced[3], reason: 'd' }),
  ]);
  expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
  expect(answers[0]!.json().number).toBe(answers[1]!.json().number);
  const { rows } = await sql<{ number: string }>`select number from reports.credit_note order by number`.execute(database.db);
  expect(rows.map((row) => Number(row.number))).toEqual([1, 2, 3, 4]);
});

it('serves the credit note as a real PDF in the invoice’s language, to staff and the customer’s own company admin', async () => {
  const id = (await sql<{ id: number }>`select id from reports.credit_note where number = 1`.execute(database.db)).rows[0]!.id;
  const res = await app.inject({ url: `${BASE}/${id}/pdf`, headers: { cookie: staff } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const pdf = await PDFDocument.load(res.rawPayload);
  expect(pdf.getTitle()).toBe('Credit note 1');
  expect(pdf.getSubject()).toBe('Nordsjø Energi AS');
  expect((await app.inject({ url: `${BASE}/${id}/pdf`, headers: { cookie: carl } })).statusCode).toBe(200);
  const other = sessionCookie({ roles: ['companyadmin'], userId: 13, customerId: 3 });
  expect((await app.inject({ url: `${BASE}/${id}/pdf`, headers: { cookie: other } })).statusCode).toBe(404);
  expect((await app.inject({ url: `${BASE}/x/pdf`, headers: { cookie: staff } })).statusCode).toBe(400);
});
