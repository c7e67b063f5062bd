import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { reportsModule } from '../src';
import { publishSellingStandIns } from './selling-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 1, customerId: 1 });
const atrium = sessionCookie({ roles: ['atrium'], userId: 2, customerId: 1 });
const AUDIT = '/api/reports/data/sales-audit';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [reportsModule]);
  await publishSellingStandIns(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const audit = async (query = '') => (await inject('GET', `${AUDIT}${query}`, atrium)).json();

async function placeOrder(userIds: number[]) {
  await inject('POST', '/api/reports/data/cart/v1/addCourseToCart', staff, { courseType: 'ELEARNING', courseId: 5 });
  return inject('POST', '/api/reports/data/order/v1/checkout', staff, {
    checkoutKey: randomUUID(),
    customerId: 2,
    yourReference: 'PO-AUDIT',
    lines: [{ courseType: 'ELEARNING', courseId: 5, userIds }],
  });
}

it('is for platform administrators only, and refuses bad input naming the field', async () => {
  expect((await app.inject({ url: AUDIT })).statusCode).toBe(401);
  expect((await inject('GET', AUDIT, staff)).statusCode).toBe(403);
  for (const [query, field] of [
    ['?entity=user', 'entity'],
    ['?entityId=x', 'entityId'],
    ['?limit=501', 'limit'],
  ] as const) {
    const res = await inject('GET', `${AUDIT}${query}`, atrium);
    expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
    expect(res.json().message).toContain(field);
  }
});

it('records a placed order with its lines, in the order’s transaction', async () => {
  const order = (await placeOrder([30, 31])).json();
  const { entries, total } = await audit(`?entity=order&entityId=${order.orderId}`);
  expect(total).toBe(1);
  expect(entries[0]).toMatchObject({
    actorUserId: 1,
    entity: 'order',
    entityId: order.orderId,
    action: 'placed',
    detail: {
      customerId: 2,
      yourReference: 'PO-AUDIT',
      currency: 'NOK',
      netTotal: 198000,
      lines: [{ purchaseId: order.lines[0].purchaseId, courseType: 'ECOURSE', quantity: 2, netPrice: 198000, userIds: [30, 31] }],
    },
  });
});

it('records nothing for an order that was refused', async () => {
  const before = (await audit()).total;
  const refused = await inject('POST', '/api/reports/data/order/v1/checkout', staff, {
    checkoutKey: randomUUID(),
    customerId: 2,
    yourReference: 'PO-NONE',
    lines: [{ courseType: 'ELEARNING', courseId: 5, userIds: [30] }],
  });
  expect(refused.statusCode).toBe(409);
  expect((await audit()).total).toBe(before);
});

it('records reference changes, posted invoices and invoiced orders, newest first', async () => {
  const order = (await placeOrder([32])).json();
  const purchaseId = order.lines[0].purchaseId;
  await inject('PUT', `/api/reports/data/batchinvoice/lines/${purchaseId}/ref`, staff, { ref: 'PO-NEW' });
  const placed = await inject('POST', '/api/reports/data/batchinvoice/order', staff, {
    customerId: 2,
    groupType: 'SINGLE',
    vat: true,
    lines: [purchaseId],
  });
  const [invoice] = placed.json().invoices;
  const { entries } = await audit('?limit=4');
  expect(entries.map((entry: { entity: string; action: string }) => `${entry.entity} ${entry.action}`)).toEqual([
    'order invoiced',
    'invoice posted',
    'purchase_line referenceChanged',
    'order placed',
  ]);
  expect(entries[1]).toMatchObject({
    entityId: invoice.invoiceId,
    detail: { number: invoice.invoiceNumber, customerId: 2, netTotal: 99000, vatTotal: 24750, purchaseIds: [purchaseId] },
  });
  expect(entries[2]).toMatchObject({ entityId: purchaseId, actorUserId: 1, detail: { yourReference: 'PO-NEW' } });
  expect(entries[0]).toMatchObject({ entity: 'order', entityId: order.orderId });
});

it('pages newest first', async () => {
  const all = await audit();
  const second = await audit('?offset=1&limit=1');
  expect(second.total).toBe(all.total);
  expect(second.entries).toEqual([all.entries[1]]);
  const { rows } = await sql<{ n: string }>`select count(*) as n from reports.sales_audit`.execute(database.db);
  expect(all.total).toBe(Number(rows[0]!.n));
});

describe('an order’s history for course staff', () => {
  const history = (orderId: number | string, cookie = staff, query = '') =>
    inject('GET', `/api/reports/data/sales-audit/orders/${orderId}${query}`, cookie);

  it('is course staff’s, refuses bad input naming the field, and answers 404 for an unknown order', async () => {
    const carl = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });
    expect((await app.inject({ url: '/api/reports/data/sales-audit/orders/1' })).statusCode).toBe(401);
    expect((await history(1, carl)).statusCode).toBe(403);
    expect((await history('x')).json().message).toContain('orderId');
    expect((await history(1, staff, '?limit=0')).json().message).toContain('limit');
    expect((await history(999999)).statusCode).toBe(404);
  });

  it('shows the order placed, its lines changed, invoiced, credited and reopened, and the invoice and credit note, oldest first', async () => {
    const order = (await placeOrder([33])).json();
    const other = (await placeOrder([34])).json();
    const purchaseId = order.lines[0].purchaseId;
    await inject('PUT', `/api/reports/data/batchinvoice/lines/${purchaseId}/ref`, staff, { ref: 'PO-HISTORY' });
    const [invoice] = (
      await inject('POST', '/api/reports/data/batchinvoice/order', staff, {
        customerId: 2,
        groupType: 'SINGLE',
        vat: true,
        lines: [purchaseId, other.lines[0].purchaseId],
      })
    ).json().invoices;
    const note = (
      await inject('POST', '/api/reports/data/credit-note/v1', staff, {
        invoiceId: invoice.invoiceId,
        purchaseIds: [purchaseId],
        reason: 'Wrong reference',
        disposition: 'REINVOICE',
      })
    ).json();

    const res = await history(order.orderId);
    expect(res.statusCode).toBe(200);
    const { total, entries } = res.json();
    expect(entries.map((entry: { entity: string; action: string }) => `${entry.entity} ${entry.action}`)).toEqual([
      'order placed',
      'purchase_line referenceChanged',
      'invoice posted',
      'order invoiced',
      'purchase_line reopened',
      'order reopened',
      'credit_note issued',
    ]);
    expect(total).toBe(7);
    expect(entries[0]).toMatchObject({ actorUserId: 1, actorName: 'Stian Staff', entityId: order.orderId });
    expect(entries[2]).toMatchObject({ entityId: invoice.invoiceId, detail: { number: invoice.invoiceNumber } });
    expect(entries[6]).toMatchObject({ entityId: note.creditNoteId, detail: { disposition: 'REINVOICE', purchaseIds: [purchaseId] } });

    // The other order shares the invoice, not this order's credit note or reference change.
    const theirs = (await history(other.orderId))
      .json()
      .entries.map((entry: { entity: string; action: string }) => `${entry.entity} ${entry.action}`);
    expect(theirs).toEqual(['order placed', 'invoice posted', 'order invoiced']);
    const page = (await history(order.orderId, staff, '?offset=2&limit=2')).json();
    expect(page).toEqual({ total: 7, entries: entries.slice(2, 4) });
  });
});
