import type { BatchCustomer, BatchInvoiceLine, ByRefFilterMethod, ByRefGroup, CourseTypeFilter } from '@atrium/reports-contract';
import { sql } from 'kysely';
import type { ReportsDb } from '../db';
import { customerNames, personNames } from './published-names';

/** The course extras sold on a line (decision 0147), invoiced with it. */
const extrasOfLine = sql<string>`(select coalesce(sum(x.net_price), 0) from reports.purchase_line_extra x where x.purchase_id = pl.id)`;

/**
 * A line is open for invoicing while its order is placed, the line is not cancelled and no invoice holds it (an
 * invoice line credited for invoicing again holds it no more, decision 0213).
 */
function openLines(db: ReportsDb) {
  return db
    .selectFrom('purchase_line as pl')
    .innerJoin('order as o', 'o.id', 'pl.order_id')
    .where('o.status', '=', 'placed')
    .where('pl.cancelled', '=', false)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoice_line as il')
            .select('il.purchase_id')
            .whereRef('il.purchase_id', '=', 'pl.id')
            .where('il.credit_note_id', 'is', null),
        ),
      ),
    );
}

export async function customersWithOpenLines(db: ReportsDb): Promise<BatchCustomer[]> {
  const rows = await openLines(db)
    .select([
      'o.customer_id',
      'o.currency',
      sql<number>`count(*)::int`.as('line_count'),
      sql<number>`sum(pl.net_price + ${extrasOfLine})::bigint`.as('net_total'),
    ])
    .groupBy(['o.customer_id', 'o.currency'])
    .orderBy('o.customer_id')
    .execute();
  const names = await customerNames(db, [...new Set(rows.map((row) => row.customer_id))]);
  return rows
    .map((row) => ({
      customerId: row.customer_id,
      name: names.get(row.customer_id) ?? `#${row.customer_id}`,
      lineCount: row.line_count,
      netTotal: Number(row.net_total),
      currency: row.currency,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The customer's open lines, oldest order first; `purchaseIds` narrows them to those (locked by the caller). */
export async function openLinesOf(db: ReportsDb, customerId: number, purchaseIds?: number[]): Promise<BatchInvoiceLine[]> {
  let query = openLines(db)
    .select([
      'pl.id',
      'pl.order_id',
      'pl.course_type',
      'pl.course_id',
      'pl.title',
      'pl.quantity',
      'pl.net_price',
      'pl.user_ids',
      'pl.approved',
      'pl.started',
      'pl.completed',
      'pl.unapproved_reason',
      'o.created',
      'o.currency',
      'o.vat_percent',
      'o.purchaser_user_id',
      sql<string>`coalesce(pl.your_reference, o.your_reference)`.as('your_ref'),
      extrasOfLine.as('extras_net_price'),
    ])
    .where('o.customer_id', '=', customerId);
  if (purchaseIds) query = query.where('pl.id', 'in', purchaseIds.length > 0 ? purchaseIds : [0]);
  const rows = await query.orderBy('o.created').orderBy('pl.id').execute();
  const purchasers = await personNames(db, [...new Set(rows.map((row) => row.purchaser_user_id))]);
  return rows.map((row) => ({
    id: row.id,
    purchaseId: row.id,
    orderId: row.order_id,
    placed: row.created.toISOString(),
    purchaser: purchasers.get(row.purchaser_user_id) ?? `#${row.purchaser_user_id}`,
    department: null,
    yourRef: row.your_ref,
    type: row.course_type === 'ECOURSE' ? 'ELEARNING' : 'CLASSROOM',
    title: row.title,
    approved: row.approved,
    started: row.started,
    completed: row.completed,
    unapprovedReason: row.unapproved_reason,
    netPrice: Number(row.net_price) + Number(row.extras_net_price),
    extrasNetPrice: Number(row.extras_net_price),
    qty: row.quantity,
    currency: row.currency,
    vatPercent: row.vat_percent,
    ids: row.user_ids,
    info: { productPackId: row.course_id },
  }));
}

function keptByFilter(line: BatchInvoiceLine, filterMethod: ByRefFilterMethod, courseType: CourseTypeFilter): boolean {
  if (courseType !== 'ALL' && line.type !== courseType) return false;
  if (filterMethod === 'WITH_REFERENCE') return line.yourRef.trim() !== '';
  if (filterMethod === 'WITHOUT_REFERENCE') return line.yourRef.trim() === '';
  return true;
}

/** The by-reference view: open lines grouped by reference, references in alphabetical order. */
export async function openLinesByRef(
  db: ReportsDb,
  customerId: number,
  filterMethod: ByRefFilterMethod,
  courseType: CourseTypeFilter,
): Promise<ByRefGroup[]> {
  const groups = new Map<string, ByRefGroup>();
  for (const line of await openLinesOf(db, customerId)) {
    if (!keptByFilter(line, filterMethod, courseType)) continue;
    const group = groups.get(line.yourRef) ?? { yourRef: line.yourRef, netTotal: 0, lines: [] };
    group.lines.push(line);
    group.netTotal += line.netPrice;
    groups.set(line.yourRef, group);
  }
  return [...groups.values()].sort((a, b) => a.yourRef.localeCompare(b.yourRef));
}
