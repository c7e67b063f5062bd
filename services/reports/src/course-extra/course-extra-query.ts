import { containsPattern } from '@atrium/service-core';
import type { CourseExtraOffer, CourseExtraSearch, SoldExtra } from '@atrium/reports-contract';
import type { z } from 'zod';
import type { courseExtraSearchQuerySchema } from '@atrium/reports-contract';
import { sql } from 'kysely';
import type { ReportsDb } from '../db';
import { customerNames } from '../batch-invoice/published-names';

type SearchQuery = z.output<typeof courseExtraSearchQuerySchema>;

/** The active extras with a price in the currency, by name. */
export async function extraCatalogue(db: ReportsDb, currency: 'NOK' | 'SEK' | 'EUR'): Promise<CourseExtraOffer[]> {
  const rows = await db
    .selectFrom('course_extra as e')
    .innerJoin('course_extra_price as p', 'p.extra_id', 'e.id')
    .select(['e.id', 'e.code', 'e.name', 'e.kind', 'p.unit_net_price', 'p.currency'])
    .where('e.active', '=', true)
    .where('p.currency', '=', currency)
    .orderBy('e.name')
    .execute();
  return rows.map((row) => ({
    extraId: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    unitNetPrice: Number(row.unit_net_price),
    currency: row.currency,
  }));
}

/** The extras sold on the given purchase lines, by line. */
export async function extrasOfLines(db: ReportsDb, purchaseIds: number[]): Promise<Map<number, SoldExtra[]>> {
  const byLine = new Map<number, SoldExtra[]>();
  if (purchaseIds.length === 0) return byLine;
  const rows = await db.selectFrom('purchase_line_extra').selectAll().where('purchase_id', 'in', purchaseIds).orderBy('id').execute();
  for (const row of rows) {
    byLine.set(row.purchase_id, [
      ...(byLine.get(row.purchase_id) ?? []),
      {
        extraId: row.extra_id,
        name: row.name,
        quantity: row.quantity,
        unitNetPrice: Number(row.unit_net_price),
        netPrice: Number(row.net_price),
      },
    ]);
  }
  return byLine;
}

/**
 * The search of /sales/course-extra/search: every extra sold whose name or code, course, order reference, order
 * number or customer matches the one query input, newest order first, one page of it with the total count and the
 * sums per currency of all hits. Cancelled orders are left out.
 */
export async function searchSoldExtras(db: ReportsDb, query: SearchQuery): Promise<CourseExtraSearch> {
  const pattern = containsPattern(query.q);
  const number = /^\d{1,9}$/.test(query.q) ? Number(query.q) : null;
  let base = db
    .selectFrom('purchase_line_extra as x')
    .innerJoin('course_extra as e', 'e.id', 'x.extra_id')
    .innerJoin('purchase_line as pl', 'pl.id', 'x.purchase_id')
    .innerJoin('order as o', 'o.id', 'pl.order_id')
    .leftJoin('invoice_line as il', (join) => join.onRef('il.purchase_id', '=', 'pl.id').on('il.credit_note_id', 'is', null))
    .leftJoin('invoice as i', 'i.id', 'il.invoice_id')
    .where('o.status', '!=', 'cancelled')
    .where('pl.cancelled', '=', false);
  if (query.kind) base = base.where('e.kind', '=', query.kind);
  if (query.q !== '') {
    base = base.where((eb) =>
      eb.or([
        eb('x.name', 'ilike', pattern),
        eb('e.code', 'ilike', pattern),
        eb('pl.title', 'ilike', pattern),
        eb('o.your_reference', 'ilike', pattern),
        sql<boolean>`o.customer_id in (select c.id from published.company_customer c where c.name ilike ${pattern})`,
        ...(number === null ? [] : [eb('o.id', '=', number)]),
      ]),
    );
  }
  const [rows, totals] = await Promise.all([
    base
      .select([
        'x.id',
        'x.extra_id',
        'e.code',
        'x.name',
        'e.kind',
        'x.quantity',
        'x.unit_net_price',
        'x.net_price',
        'o.currency',
        'o.id as order_id',
        'pl.id as purchase_id',
        'o.created',
        'o.customer_id',
        'pl.title',
        sql<string>`coalesce(pl.your_reference, o.your_reference)`.as('your_ref'),
        'i.number',
      ])
      .orderBy('o.created', 'desc')
      .orderBy('x.id', 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    base
      .select([
        'o.currency',
        sql<string>`count(*)`.as('hits'),
        sql<string>`sum(x.quantity)`.as('quantity'),
        sql<string>`sum(x.net_price)`.as('net_price'),
      ])
      .groupBy('o.currency')
      .orderBy('o.currency')
      .execute(),
  ]);
  const names = await customerNames(db, [...new Set(rows.map((row) => row.customer_id))]);
  return {
    total: totals.reduce((sum, row) => sum + Number(row.hits), 0),
    totals: totals.map((row) => ({ currency: row.currency, quantity: Number(row.quantity), netPrice: Number(row.net_price) })),
    hits: rows.map((row) => ({
      id: row.id,
      extraId: row.extra_id,
      code: row.code,
      name: row.name,
      kind: row.kind,
      quantity: row.quantity,
      unitNetPrice: Number(row.unit_net_price),
      netPrice: Number(row.net_price),
      currency: row.currency,
      orderId: row.order_id,
      purchaseId: row.purchase_id,
      placed: row.created.toISOString(),
      customerId: row.customer_id,
      customer: names.get(row.customer_id) ?? `#${row.customer_id}`,
      courseTitle: row.title,
      yourReference: row.your_ref,
      invoiceNumber: row.number === null ? null : Number(row.number),
    })),
  };
}
