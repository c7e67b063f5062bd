import { sql } from 'kysely';
import { keptSumsDatabase } from './kept-sums-fixtures';

// Decision 0259: the purchase report's lines counted and summed per instance, order currency and order month, kept as
// orders and lines change (migration 0093); decision 0262: counted per order day too (migration 0094). Unlike the sales
// of decision 0250, a line cancelled on a credit note still counts: the purchase report lists it.
const { db, line: seedLine, orderOf } = keptSumsDatabase();

type Counts = Record<string, [number, number]>;

/** The kept counts, as "instance currency month" → [lines, net sum]. */
async function kept(): Promise<Counts> {
  const { rows } = await sql<{ key: string; line_count: number; net_total: string }>`
    select instance_id || ' ' || currency || ' ' || to_char(month, 'YYYY-MM') as key, line_count, net_total
    from reports.instance_order_month where line_count <> 0 or net_total <> 0 order by 1`.execute(db());
  return Object.fromEntries(rows.map((row) => [row.key, [row.line_count, Number(row.net_total)]]));
}

/** The same read from the lines and their orders, as the purchase report read them before. */
async function counted(): Promise<Counts> {
  const { rows } = await sql<{ key: string; line_count: number; net_total: string }>`
    select pl.instance_id || ' ' || o.currency || ' ' || to_char(o.created at time zone 'UTC', 'YYYY-MM') as key,
           count(*)::int as line_count, sum(pl.net_price) as net_total
    from reports.purchase_line pl join reports."order" o on o.id = pl.order_id
    where pl.instance_id is not null and o.status <> 'cancelled' group by 1 order by 1`.execute(db());
  return Object.fromEntries(rows.map((row) => [row.key, [row.line_count, Number(row.net_total)]]));
}

/** The lines kept per currency, order day and instance (migration 0094, decision 0262) → count. */
async function keptDays(): Promise<Record<string, number>> {
  const { rows } = await sql<{ key: string; line_count: number }>`
    select currency || ' ' || day || ' ' || instance_id as key, line_count
    from reports.instance_order_day where line_count <> 0 order by 1`.execute(db());
  return Object.fromEntries(rows.map((row) => [row.key, row.line_count]));
}

/** The same counted from the lines and their orders. */
async function countedDays(): Promise<Record<string, number>> {
  const { rows } = await sql<{ key: string; line_count: number }>`
    select o.currency || ' ' || (o.created at time zone 'UTC')::date || ' ' || pl.instance_id as key, count(*)::int as line_count
    from reports.purchase_line pl join reports."order" o on o.id = pl.order_id
    where pl.instance_id is not null and o.status <> 'cancelled' group by 1 order by 1`.execute(db());
  return Object.fromEntries(rows.map((row) => [row.key, row.line_count]));
}

const line = (instanceId: number, netPrice: number, placed?: string, currency?: string) =>
  seedLine(instanceId, netPrice, { placed, currency });

describe('the purchase lines kept per instance, currency and order month', () => {
  it("counts lines by their order's UTC month, a credited line included", async () => {
    await line(101, 450000);
    await line(101, 90000, '2026-03-31T23:30:00Z');
    // 00:30 on 1 April in Oslo is still March in UTC: the report's months are UTC months.
    await line(101, 10000, '2026-03-31T22:30:00Z');
    const credited = await line(101, 5000, '2026-04-01T00:00:00Z');
    await line(102, 120000, '2026-04-15T10:00:00Z', 'SEK');
    await sql`update reports.purchase_line set cancelled = true where id = ${credited}`.execute(db());
    expect(await kept()).toEqual({ '101 NOK 2026-03': [3, 550000], '101 NOK 2026-04': [1, 5000], '102 SEK 2026-04': [1, 120000] });
    expect(await kept()).toEqual(await counted());
    // The days are UTC days too (decision 0262): both lines of 31 March's evening count on the 31st.
    expect(await keptDays()).toMatchObject({ 'NOK 2026-03-31 101': 2, 'NOK 2026-04-01 101': 1 });
    expect(await keptDays()).toEqual(await countedDays());
  });

  it('follows an order that is cancelled, reopened, changes currency or time', async () => {
    const order = await orderOf(await line(101, 450000));
    await line(102, 90000);
    await sql`update reports."order" set status = 'cancelled' where id = ${order}`.execute(db());
    expect(await kept()).toEqual({ '102 NOK 2026-03': [1, 90000] });
    await sql`update reports."order" set your_reference = 'PO-2' where id = ${order}`.execute(db());
    expect(await kept()).toEqual({ '102 NOK 2026-03': [1, 90000] });
    await sql`update reports."order" set status = 'placed', currency = 'SEK', created = '2026-05-02T08:00:00Z' where id = ${order}`.execute(
      db(),
    );
    expect(await kept()).toEqual({ '101 SEK 2026-05': [1, 450000], '102 NOK 2026-03': [1, 90000] });
    expect(await kept()).toEqual(await counted());
    expect(await keptDays()).toEqual(await countedDays());
  });

  it('moves a line that changes instance or price, and forgets a deleted or truncated one', async () => {
    const moved = await line(101, 450000);
    const deleted = await line(102, 90000);
    await sql`update reports.purchase_line set instance_id = 103, net_price = 400000 where id = ${moved}`.execute(db());
    await sql`delete from reports.purchase_line where id = ${deleted}`.execute(db());
    expect(await kept()).toEqual({ '103 NOK 2026-03': [1, 400000] });
    expect(await keptDays()).toEqual({ 'NOK 2026-03-01 103': 1 });
    await sql`truncate reports.purchase_line cascade`.execute(db());
    expect(await kept()).toEqual({});
    expect(await keptDays()).toEqual({});
  });

  it('keeps the same counts as the lines when checkouts and cancellations run at once', async () => {
    const lines = await Promise.all(Array.from({ length: 12 }, (_, n) => line(101 + (n % 3), 1000 * (n + 1))));
    await Promise.all([
      ...lines.slice(0, 4).map((id) => sql`update reports.purchase_line set net_price = 1 where id = ${id}`.execute(db())),
      ...Array.from({ length: 8 }, (_, n) => line(103 - (n % 3), 500, `2026-0${1 + (n % 3)}-10T10:00:00Z`)),
      orderOf(lines[5]!).then((order) => sql`update reports."order" set status = 'cancelled' where id = ${order}`.execute(db())),
    ]);
    expect(await kept()).toEqual(await counted());
    expect(await keptDays()).toEqual(await countedDays());
  });
});
