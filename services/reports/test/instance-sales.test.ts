import { sql } from 'kysely';
import { keptSumsDatabase } from './kept-sums-fixtures';

// Decision 0250: what each instance was sold for, per currency, is kept as orders and lines change (migration 0090).
const { db, line: seedLine, orderOf } = keptSumsDatabase();

/** The kept sums, as instance → currency → amount. */
async function kept(): Promise<Record<string, number>> {
  const { rows } = await sql<{ instance_id: number; currency: string; sold: string }>`
    select instance_id, currency, sold from reports.instance_sales where sold <> 0 order by instance_id, currency`.execute(db());
  return Object.fromEntries(rows.map((row) => [`${row.instance_id} ${row.currency}`, Number(row.sold)]));
}

/** The same sums read from the lines and their orders, as the searches read them before. */
async function counted(): Promise<Record<string, number>> {
  const { rows } = await sql<{ instance_id: number; currency: string; sold: string }>`
    select pl.instance_id, o.currency, sum(pl.net_price) as sold
    from reports.purchase_line pl join reports."order" o on o.id = pl.order_id
    where pl.instance_id is not null and not pl.cancelled and o.status <> 'cancelled'
    group by pl.instance_id, o.currency order by pl.instance_id, o.currency`.execute(db());
  return Object.fromEntries(rows.map((row) => [`${row.instance_id} ${row.currency}`, Number(row.sold)]));
}

const line = (instanceId: number, netPrice: number, currency?: string) => seedLine(instanceId, netPrice, { currency });

describe('the sales kept per instance', () => {
  it('adds placed lines per instance and currency, several lines of one statement included', async () => {
    await line(101, 450000);
    await line(101, 90000);
    await line(102, 120000, 'SEK');
    await sql`
      insert into reports.purchase_line (order_id, course_type, course_id, instance_id, title, quantity, unit_net_price, net_price, user_ids)
      select o.id, 'CLASSROOM', 7, n, 'First aid', 1, 1000, 1000, '{30}'
      from (select min(id) as id from reports."order") o, generate_series(101, 103) as n`.execute(db());
    expect(await kept()).toEqual({ '101 NOK': 541000, '102 NOK': 1000, '102 SEK': 120000, '103 NOK': 1000 });
    expect(await kept()).toEqual(await counted());
  });

  it('leaves out a line cancelled on a credit note and counts it again when reopened', async () => {
    const cancelled = await line(101, 450000);
    await line(101, 90000);
    await sql`update reports.purchase_line set cancelled = true where id = ${cancelled}`.execute(db());
    expect(await kept()).toEqual({ '101 NOK': 90000 });
    await sql`update reports.purchase_line set cancelled = false where id = ${cancelled}`.execute(db());
    expect(await kept()).toEqual({ '101 NOK': 540000 });
  });

  it('follows an order that is cancelled, reopened or changes currency', async () => {
    const order = await orderOf(await line(101, 450000));
    await line(102, 90000);
    await sql`update reports."order" set status = 'cancelled' where id = ${order}`.execute(db());
    expect(await kept()).toEqual({ '102 NOK': 90000 });
    // Changing only what does not count (the reference) moves nothing.
    await sql`update reports."order" set your_reference = 'PO-2' where id = ${order}`.execute(db());
    expect(await kept()).toEqual({ '102 NOK': 90000 });
    await sql`update reports."order" set status = 'placed' where id = ${order}`.execute(db());
    await sql`update reports."order" set currency = 'SEK' where id = ${order}`.execute(db());
    expect(await kept()).toEqual({ '101 SEK': 450000, '102 NOK': 90000 });
    expect(await kept()).toEqual(await counted());
  });

  it('moves a line that changes instance or price, and forgets a deleted or truncated one', async () => {
    const moved = await line(101, 450000);
    const deleted = await line(102, 90000);
    await sql`update reports.purchase_line set instance_id = 103, net_price = 400000 where id = ${moved}`.execute(db());
    await sql`delete from reports.purchase_line where id = ${deleted}`.execute(db());
    expect(await kept()).toEqual({ '103 NOK': 400000 });
    await sql`truncate reports.purchase_line cascade`.execute(db());
    expect(await kept()).toEqual({});
  });

  it('keeps the same sums as the lines when checkouts and cancellations run at once', async () => {
    const lines = await Promise.all(Array.from({ length: 12 }, (_, n) => line(101 + (n % 3), 1000 * (n + 1))));
    await Promise.all([
      ...lines.slice(0, 4).map((id) => sql`update reports.purchase_line set cancelled = true where id = ${id}`.execute(db())),
      ...Array.from({ length: 8 }, (_, n) => line(103 - (n % 3), 500)),
      orderOf(lines[5]!).then((order) => sql`update reports."order" set status = 'cancelled' where id = ${order}`.execute(db())),
    ]);
    expect(await kept()).toEqual(await counted());
  });
});
