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

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/** Places `count` open lines of Nordsjø and invoices them on one invoice; answers the invoice and its lines. */
async function invoiceLines(count: number, lines?: number[]): Promise<{ invoiceId: number; number: number; lines: number[] }> {
  const ids = lines ?? [];
  for (let n = ids.length; n < count; n += 1)
    ids.push(await seedOpenLine(database.db, { customerId: 2, netPrice: 198000 + n * 2, quantity: 2 }));
  const placed = await app.inject({
    method: 'POST',
    url: '/api/reports/data/batchinvoice/order',
    headers: { cookie: staff },
    payload: { customerId: 2, groupType: 'SINGLE', vat: true, locale: 'en_US', lines: ids, sendEmail: false },
  });
  expect(placed.statusCode).toBe(201);
  const invoice = placed.json().invoices[0];
  return { invoiceId: invoice.invoiceId, number: invoice.invoiceNumber, lines: ids };
}

const credit = (cookie: string | undefined, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: BASE, headers: { ...(cookie ? { cookie } : {}), ...headers }, payload });
const detail = async (invoiceId: number) => (await app.inject({ url: `${BASE}/invoices/${invoiceId}`, headers: { cookie: staff } })).json();
const openLinesOfNordsjo = async () =>
  (await app.inject({ url: '/api/reports/data/batchinvoice/customers/2/lines', headers: { cookie: staff } }))
    .json()
    .map((line: { purchaseId: number }) => line.purchaseId);
const count = async (table: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(database.db)).rows[0]!.n;

it('is course staff’s and refuses bad input naming the field', async () => {
  const { invoiceId } = await invoiceLines(1);
  const good = { invoiceId, reason: 'x', disposition: 'CANCEL' };
  expect((await credit(undefined, good)).statusCode).toBe(401);
  expect((await credit(carl, good)).statusCode).toBe(403);
  expect((await app.inject({ url: `${BASE}/invoices/${invoiceId}`, headers: { cookie: carl } })).statusCode).toBe(403);
  for (const [payload, field] of [
    [{ ...good, reason: '' }, 'reason'],
    [{ ...good, reason: 'x'.repeat(501) }, 'reason'],
    [{ ...good, invoiceId: 'a' }, 'invoiceId'],
    [{ ...good, disposition: 'REFUND' }, 'disposition'],
    [{ ...good, purchaseIds: [] }, 'purchaseIds'],
    [{ ...good, purchaseIds: ['x'] }, 'purchaseIds'],
    [{ ...good, sendEmail: 'yes' }, 'sendEmail'],
  ] as const) {
    const res = await credit(staff, payload);
    expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
    expect(res.json().message).toContain(field);
  }
  expect((await app.inject({ url: `${BASE}/invoices/x`, headers: { cookie: staff } })).json().message).toContain('invoiceId');
  expect(await count('reports.credit_note')).toBe(0);
});

it('refuses an unknown invoice (404) and a line not on the invoice (409), writing nothing', async () => {
  const { invoiceId } = await invoiceLines(1);
  const open = await seedOpenLine(database.db, { customerId: 2 });
  expect((await credit(staff, { invoiceId: 999999, reason: 'x', disposition: 'CANCEL' })).statusCode).toBe(404);
  const res = await credit(staff, { invoiceId, purchaseIds: [open], reason: 'x', disposition: 'CANCEL' });
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe('creditNote.error.notOnInvoice');
  expect(await count('reports.credit_note')).toBe(0);
  const counter = await sql<{ last_number: string }>`select last_number from reports.credit_note_number`.execute(database.db);
  expect(Number(counter.rows[0]!.last_number)).toBe(0);
});

it('credits chosen lines as cancelled: the invoice’s VAT, the lines no sale any more, the order cancelled, audited and e-mailed', async () => {
  const invoice = await invoiceLines(3);
  const [first, second, third] = invoice.lines as [number, number, number];
  const res = await credit(staff, {
    invoiceId: invoice.invoiceId,
    purchaseIds: [first, second],
    reason: 'Course cancelled',
    disposition: 'CANCEL',
  });
  expect(res.statusCode).toBe(201);
  const note = res.json();
  expect(note).toMatchObject({
    number: 1,
    invoiceId: invoice.invoiceId,
    invoiceNumber: invoice.number,
    disposition: 'CANCEL',
    reason: 'Course cancelled',
    currency: 'NOK',
    netTotal: 198000 + 198002,
    vatTotal: Math.round((396002 * 25) / 100),
    lines: [
      { purchaseId: first, title: 'Working at heights', qty: 2, netPrice: 198000 },
      { purchaseId: second, title: 'Working at heights', qty: 2, netPrice: 198002 },
    ],
  });
  const shown = await detail(invoice.invoiceId);
  expect(shown.lines.map((line: { creditNoteId: number | null }) => line.creditNoteId)).toEqual([
    note.creditNoteId,
    note.creditNoteId,
    null,
  ]);
  expect(shown.creditNotes).toEqual([note]);

  const lines = await sql<{ id: number; cancelled: boolean; status: string }>`
    select pl.id, pl.cancelled, o.status from reports.purchase_line pl join reports."order" o on o.id = pl.order_id
    where pl.id = any(${invoice.lines}::int[]) order by pl.id`.execute(database.db);
  expect(lines.rows).toEqual([
    { id: first, cancelled: true, status: 'cancelled' },
    { id: second, cancelled: true, status: 'cancelled' },
    { id: third, cancelled: false, status: 'invoiced' },
  ]);
  expect(await openLinesOfNordsjo()).not.toContain(first);

  const audit = await sql<{ entity: string; entity_id: number; action: string }>`
    select entity, entity_id, action from reports.sales_audit where detail->>'creditNoteId' = ${String(note.creditNoteId)}
       or (entity = 'credit_note' and entity_id = ${note.creditNoteId}) order by id`.execute(database.db);
  const orderOf = async (purchaseId: number) =>
    (await sql<{ order_id: number }>`select order_id from reports.purchase_line where id = ${purchaseId}`.execute(database.db)).rows[0]!
      .order_id;
  expect(audit.rows).toEqual([
    { entity: 'purchase_line', entity_id: first, action: 'cancelled' },
    { entity: 'purchase_line', entity_id: second, action: 'cancelled' },
    { entity: 'order', entity_id: await orderOf(first), action: 'cancelled' },
    { entity: 'order', entity_id: await orderOf(second), action: 'cancelled' },
    { entity: 'credit_note', entity_id: note.creditNoteId, action: 'issued' },
  ]);

  const mail = await sql<{ to: string[]; subject: string; text: string }>`
    select "to", subject, text from reports.outbox where subject like 'Credit note%'`.execute(database.db);
  expect(mail.rows).toHaveLength(1);
  expect(mail.rows[0]).toMatchObject({ to: ['carl@example.com'], subject: 'Credit note from Atrium: Nordsjø Energi AS' });
  expect(mail.rows[0]!.text).toContain(`We have credited invoice ${invoice.number}`);
  expect(mail.rows[0]!.text).toContain(`Credit note 1: -4950.03 NOK /api/reports/data/credit-note/v1/${note.creditNoteId}/pdf`);
  expect(mail.rows[0]!.text).toContain('The lines are cancelled.');

  const again = await credit(staff, { invoiceId: invoice.invoiceId, purchaseIds: [second, third], reason: 'x', disposition: 'CANCEL' });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe('creditNote.error.alreadyCredited');
});

it('credits a whole invoice for invoicing again: the lines open once more, go on a new invoice, and may be credited there', async () => {
  const invoice = await invoiceLines(2);
  const res = await credit(staff, { invoiceId: invoice.invoiceId, reason: 'Wrong reference', disposition: 'REINVOICE', sendEmail: false });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ disposition: 'REINVOICE', netTotal: 198000 + 198002 });
  expect(res.json().lines.map((line: { purchaseId: number }) => line.purchaseId)).toEqual(invoice.lines);
  expect(await openLinesOfNordsjo()).toEqual(expect.arrayContaining(invoice.lines));
  const statuses = await sql<{ status: string }>`
    select distinct o.status from reports."order" o join reports.purchase_line pl on pl.order_id = o.id
    where pl.id = any(${invoice.lines}::int[])`.execute(database.db);
  expect(statuses.rows).toEqual([{ status: 'placed' }]);
  expect((await credit(staff, { invoiceId: invoice.invoiceId, reason: 'again', disposition: 'REINVOICE' })).json().message).toBe(
    'creditNote.error.alreadyCredited',
  );

  const second = await invoiceLines(2, invoice.lines);
  expect(second.number).toBe(invoice.number + 1);
  expect(await openLinesOfNordsjo()).not.toEqual(expect.arrayContaining([invoice.lines[0]]));
  const onBoth = await sql<{
    n: number;
  }>`select count(*)::int as n from reports.invoice_line where purchase_id = ${invoice.lines[0]!}`.execute(database.db);
  expect(onBoth.rows[0]!.n).toBe(2);
  const credited = await credit(staff, {
    invoiceId: second.invoiceId,
    purchaseIds: [invoice.lines[0]!],
    reason: 'x',
    disposition: 'CANCEL',
  });
  expect(credited.statusCode).toBe(201);
  expect(credited.json().invoiceNumber).toBe(second.number);
});

it('of two credits of the same invoice at once, one succeeds; numbers stay gap-free', async () => {
  const { invoiceId } = await invoiceLines(3);
  const before = Number(
    (await sql<{ last_number: string }>`select last_number from reports.credit_note_number`.execute(database.db)).rows[0]!.last_number,
  );
  const whole = await Promise.all([
    credit(staff, { invoiceId, reason: 'a', disposition: 'CANCEL', sendEmail: false }),
    credit(staff, { invoiceId, reason: 'b', disposition: 'REINVOICE', sendEmail: false }),
  ]);
  expect(whole.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  const winner = whole.find((res) => res.statusCode === 201)!.json();
  expect(winner.lines).toHaveLength(3);
  const other = await invoiceLines(2);
  const overlapping = await Promise.all([
    credit(staff, { invoiceId: other.invoiceId, purchaseIds: other.lines, reason: 'c', disposition: 'CANCEL', sendEmail: false }),
    credit(staff, { invoiceId: other.invoiceId, purchaseIds: [other.lines[1]], reason: 'd', disposition: 'REINVOICE', sendEmail: false }),
  ]);
  expect(overlapping.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  const credited = await sql<{ n: number }>`
    select count(*)::int as n from reports.invoice_line
    where invoice_id in (${invoiceId}, ${other.invoiceId}) and credit_note_id is not null`.execute(database.db);
  expect(credited.rows[0]!.n).toBe(3 + (overlapping[0]!.statusCode === 201 ? 2 : 1));
  const numbers = await sql<{ number: string }>`select number from reports.credit_note order by number`.execute(database.db);
  expect(numbers.rows.map((row) => Number(row.number))).toEqual(Array.from({ length: before + 2 }, (_, index) => index + 1));
});

it('answers a repeated Idempotency-Key with the credit note already made', async () => {
  const { invoiceId } = await invoiceLines(1);
  const body = { invoiceId, reason: 'double click', disposition: 'CANCEL', sendEmail: false };
  const headers = { 'idempotency-key': 'credit-note-double-click' };
  const [a, b] = await Promise.all([credit(staff, body, headers), credit(staff, body, headers)]);
  expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
  expect(a.json()).toEqual(b.json());
});

it('serves the credit note as a real PDF in the invoice’s language, to staff and the customer’s own company admin', async () => {
  const { invoiceId } = await invoiceLines(1);
  const note = (await credit(staff, { invoiceId, reason: 'PDF', disposition: 'CANCEL', sendEmail: false })).json();
  const res = await app.inject({ url: `${BASE}/${note.creditNoteId}/pdf`, headers: { cookie: staff } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const pdf = await PDFDocument.load(res.rawPayload);
  expect(pdf.getTitle()).toBe(`Credit note ${note.number}`);
  expect(pdf.getSubject()).toBe('Nordsjø Energi AS');
  expect((await app.inject({ url: `${BASE}/${note.creditNoteId}/pdf`, headers: { cookie: carl } })).statusCode).toBe(200);
  const other = sessionCookie({ roles: ['companyadmin'], userId: 13, customerId: 3 });
  expect((await app.inject({ url: `${BASE}/${note.creditNoteId}/pdf`, headers: { cookie: other } })).statusCode).toBe(404);
  expect((await app.inject({ url: `${BASE}/x/pdf`, headers: { cookie: staff } })).statusCode).toBe(400);
});
