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
const learner = sessionCookie({ roles: [], userId: 20, customerId: 2 });
const BASE = '/api/reports/data/batchinvoice';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | undefined, payload?: object) =>
  app.inject({ method, url: `${BASE}${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const order = (overrides: object) => ({ customerId: 2, groupType: 'SINGLE', vat: true, ...overrides });

it('is course staff’s: 401 signed out, 403 for a company admin or a learner', async () => {
  const calls: ['GET' | 'POST' | 'PUT', string, object?][] = [
    ['GET', '/customers'],
    ['GET', '/groupings'],
    ['GET', '/customers/2/lines'],
    ['GET', '/customers/2/byref'],
    ['POST', '/preview', order({ queue: [1] })],
    ['POST', '/order', order({ lines: [1] })],
    ['PUT', '/lines/1/ref', { ref: 'x' }],
    ['PUT', '/lines/ref', { ref: 'x', purchaseIds: [1] }],
  ];
  for (const [method, url, payload] of calls) {
    expect({ url, status: (await call(method, url, undefined, payload)).statusCode }).toEqual({ url, status: 401 });
    expect({ url, status: (await call(method, url, carl, payload)).statusCode }).toEqual({ url, status: 403 });
    expect({ url, status: (await call(method, url, learner, payload)).statusCode }).toEqual({ url, status: 403 });
  }
});

it('refuses bad input with 400 naming the field', async () => {
  const cases: ['GET' | 'POST' | 'PUT', string, object | undefined, string][] = [
    ['GET', '/customers/x/lines', undefined, 'customerId'],
    ['GET', '/customers/2/byref?filterMethod=SOME', undefined, 'filterMethod'],
    ['GET', '/customers/2/byref?courseType=BOOK', undefined, 'courseType'],
    ['POST', '/preview', order({ queue: [] }), 'queue'],
    ['POST', '/preview', order({ queue: [1], groupType: 'PER_WEEK' }), 'groupType'],
    ['POST', '/preview', order({ queue: [1], locale: 'sv_SE' }), 'locale'],
    ['POST', '/preview', order({ queue: [1], vat: 'yes' }), 'vat'],
    ['POST', '/order', order({ lines: [1], customerId: 0 }), 'customerId'],
    ['POST', '/order', order({ lines: ['a'] }), 'lines'],
    ['PUT', '/lines/1/ref', { ref: 'x'.repeat(101) }, 'ref'],
    ['PUT', '/lines/ref', { ref: 'x', purchaseIds: [] }, 'purchaseIds'],
    ['GET', '/invoices/x/pdf', undefined, 'invoiceId'],
  ];
  for (const [method, url, payload, field] of cases) {
    const res = await call(method, url, staff, payload);
    expect({ url, field, status: res.statusCode }).toEqual({ url, field, status: 400 });
    expect(res.json().message).toContain(field);
  }
});

describe('a customer’s open lines', () => {
  let lines: number[];
  beforeAll(async () => {
    await sql`truncate reports.invoice_line, reports.invoice, reports.purchase_line, reports."order" cascade`.execute(database.db);
    lines = [
      await seedOpenLine(database.db, { customerId: 2, ref: 'PO-A' }),
      await seedOpenLine(database.db, { customerId: 2, ref: 'PO-B', courseType: 'CLASSROOM', netPrice: 450000, quantity: 1 }),
      await seedOpenLine(database.db, { customerId: 2, ref: 'PO-A', netPrice: 99000, quantity: 1 }),
      await seedOpenLine(database.db, { customerId: 3, ref: 'SE-1' }),
    ];
    await sql`update reports."order" set status = 'cancelled' where id = (select order_id from reports.purchase_line where id = ${lines[3]!})`.execute(
      database.db,
    );
  });

  it('lists the customers with lines to invoice, with counts and totals (cancelled orders left out)', async () => {
    const res = await call('GET', '/customers', staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { customerId: 2, name: 'Nordsjø Energi AS', lineCount: 3, netTotal: 198000 + 450000 + 99000, currency: 'NOK' },
    ]);
  });

  it('answers the groupings', async () => {
    expect((await call('GET', '/groupings', staff)).json()).toEqual(['SINGLE', 'PER_REFERENCE', 'PER_ORDER']);
  });

  it('shows the batch invoice line of document 003 §3 per purchase line', async () => {
    const res = await call('GET', '/customers/2/lines', staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(3);
    expect(res.json()[0]).toMatchObject({
      id: lines[0],
      purchaseId: lines[0],
      purchaser: 'Carl Company',
      department: null,
      yourRef: 'PO-A',
      type: 'ELEARNING',
      approved: false,
      started: false,
      completed: false,
      unapprovedReason: null,
      netPrice: 198000,
      qty: 2,
      ids: [30, 31],
      info: { productPackId: 5 },
    });
  });

  it('groups by reference, filtered by method and course type', async () => {
    const all = (await call('GET', '/customers/2/byref', staff)).json();
    expect(all.map((group: { yourRef: string; netTotal: number }) => [group.yourRef, group.netTotal])).toEqual([
      ['PO-A', 297000],
      ['PO-B', 450000],
    ]);
    const classroom = (await call('GET', '/customers/2/byref?courseType=CLASSROOM', staff)).json();
    expect(classroom.map((group: { yourRef: string }) => group.yourRef)).toEqual(['PO-B']);
    expect((await call('GET', '/customers/2/byref?filterMethod=WITHOUT_REFERENCE', staff)).json()).toEqual([]);
  });

  it('updates a line’s reference one by one or for many, never on an invoiced line', async () => {
    expect((await call('PUT', `/lines/${lines[2]}/ref`, staff, { ref: 'PO-C' })).json()).toEqual({ updated: 1 });
    expect((await call('PUT', '/lines/999999/ref', staff, { ref: 'PO-C' })).statusCode).toBe(404);
    expect((await call('PUT', '/lines/ref', staff, { ref: '', purchaseIds: [lines[1], lines[2]] })).json()).toEqual({ updated: 2 });
    const without = (await call('GET', '/customers/2/byref?filterMethod=WITHOUT_REFERENCE', staff)).json();
    expect(without).toHaveLength(1);
    expect(without[0].lines).toHaveLength(2);
    expect((await call('GET', '/customers/2/byref?filterMethod=WITH_REFERENCE', staff)).json()).toHaveLength(1);
    await call('PUT', '/lines/ref', staff, { ref: 'PO-B', purchaseIds: [lines[1], lines[2]] });
  });

  it('previews the queue grouped, with VAT or without, in nb_NO by default', async () => {
    const withVat = await call('POST', '/preview', staff, order({ queue: [lines[0], lines[1], lines[2]], groupType: 'PER_REFERENCE' }));
    expect(withVat.statusCode).toBe(200);
    expect(withVat.json()).toMatchObject({
      netTotal: 747000,
      grossTotal: 933750,
      invoices: [
        { invoiceNumber: null, yourRef: 'PO-A', vatPercent: 25, netTotal: 198000, vatTotal: 49500, grossTotal: 247500 },
        { invoiceNumber: null, yourRef: 'PO-B', vatPercent: 25, netTotal: 549000, vatTotal: 137250, grossTotal: 686250 },
      ],
    });
    const single = (await call('POST', '/preview', staff, order({ queue: [lines[0], lines[1]], vat: false, yourRef: 'RUN-1' }))).json();
    expect(single.invoices).toHaveLength(1);
    expect(single.invoices[0]).toMatchObject({ yourRef: 'RUN-1', vatPercent: 0, vatTotal: 0, grossTotal: 648000 });
    expect(single.invoices[0].lines.map((line: { yourRef: string }) => line.yourRef)).toEqual(['RUN-1', 'RUN-1']);
    const perOrder = (await call('POST', '/preview', staff, order({ queue: [lines[0], lines[1]], groupType: 'PER_ORDER' }))).json();
    expect(perOrder.invoices).toHaveLength(2);
  });

  it('refuses to preview another customer’s or an unknown line (409)', async () => {
    expect((await call('POST', '/preview', staff, order({ queue: [lines[3]] }))).statusCode).toBe(409);
    expect((await call('POST', '/preview', staff, order({ queue: [999999] }))).json().message).toBe('batchInvoice.error.alreadyInvoiced');
  });

  it('places the batch order: numbered invoices, lines leave the queue, orders invoiced, purchasers mailed, once only', async () => {
    const res = await call(
      'POST',
      '/order',
      staff,
      order({ lines: [lines[0], lines[1], lines[2]], groupType: 'PER_REFERENCE', sendEmail: true, locale: 'en_US' }),
    );
    expect(res.statusCode).toBe(201);
    const { invoices } = res.json();
    expect(invoices.map((invoice: { invoiceNumber: number; yourRef: string }) => [invoice.invoiceNumber, invoice.yourRef])).toEqual([
      [1, 'PO-A'],
      [2, 'PO-B'],
    ]);
    expect((await call('GET', '/customers/2/lines', staff)).json()).toEqual([]);
    const statuses = await sql<{ status: string }>`select distinct status from reports."order" where customer_id = 2`.execute(database.db);
    expect(statuses.rows).toEqual([{ status: 'invoiced' }]);
    const mail = await sql<{
      to: string[];
      subject: string;
      text: string;
    }>`select "to", subject, text from reports.outbox where subject like 'Invoice%'`.execute(database.db);
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]).toMatchObject({ to: ['carl@example.com'], subject: 'Invoice from Atrium: Nordsjø Energi AS' });
    expect(mail.rows[0]!.text).toContain('Invoice 1: 2475.00 NOK');

    const again = await call('POST', '/order', staff, order({ lines: [lines[0]] }));
    expect(again.statusCode).toBe(409);
    expect(await sql`select number from reports.invoice order by number`.execute(database.db).then((r) => r.rows)).toEqual([
      { number: 1 },
      { number: 2 },
    ]);
    expect((await call('PUT', `/lines/${lines[0]}/ref`, staff, { ref: 'late' })).json()).toEqual({ updated: 0 });
  });

  it('serves the invoice as a real PDF: to staff and to the customer’s own company admin only', async () => {
    const invoiceId = (await sql<{ id: number }>`select id from reports.invoice where number = 1`.execute(database.db)).rows[0]!.id;
    const res = await call('GET', `/invoices/${invoiceId}/pdf`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Invoice 1');
    expect(pdf.getSubject()).toBe('Nordsjø Energi AS');
    expect((await call('GET', `/invoices/${invoiceId}/pdf`, carl)).statusCode).toBe(200);
    const otherAdmin = sessionCookie({ roles: ['companyadmin'], userId: 13, customerId: 3 });
    expect((await call('GET', `/invoices/${invoiceId}/pdf`, otherAdmin)).statusCode).toBe(404);
    expect((await call('GET', `/invoices/${invoiceId}/pdf`, learner)).statusCode).toBe(403);
    expect((await call('GET', '/invoices/999999/pdf', staff)).statusCode).toBe(404);
  });
});
