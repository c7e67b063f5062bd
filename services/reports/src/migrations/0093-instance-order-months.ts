import { sql, type Kysely } from 'kysely';

/*
 * The purchase report's count and monthly sums kept per instance, order currency and order month (decision 0259):
 * its rows are purchase lines ordered by their order's time, and counting or summing a month's 170,000 lines read every
 * order of the table (bench/README.md). A line counts here while it has an instance and its order is not cancelled; a
 * line cancelled on a credit note still counts, as the report lists it. The month is the order's UTC month, the one
 * the report's sums show. The report finds its page's first month from these counts and reads the orders from there.
 *
 * Kept as migration 0090 keeps the sales per instance: statement-level triggers add up a statement's changes and apply
 * them in key order (concurrent checkouts lock rows in one order); an order whose status, currency or time changes
 * moves its lines; a truncate of the lines empties the counts. Orders are never deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table reports.instance_order_month (
      instance_id integer not null,
      currency text not null,
      month date not null,
      line_count integer not null,
      net_total bigint not null,
      primary key (instance_id, currency, month)
    )`.execute(db);
  await sql`
    insert into reports.instance_order_month (instance_id, currency, month, line_count, net_total)
    select pl.instance_id, o.currency, date_trunc('month', o.created at time zone 'UTC')::date, count(*), sum(pl.net_price)
    from reports.purchase_line pl join reports."order" o on o.id = pl.order_id
    where pl.instance_id is not null and o.status <> 'cancelled'
    group by 1, 2, 3`.execute(db);

  // The one place changes are added: signed line counts and amounts, summed per key.
  await sql`
    create function reports.add_instance_order_months(instance_ids integer[], currencies text[], months date[], counts integer[],
      amounts bigint[]) returns void
    language sql as $$
      insert into reports.instance_order_month as m (instance_id, currency, month, line_count, net_total)
      select instance_id, currency, month, sum(n), sum(amount)
      from unnest(instance_ids, currencies, months, counts, amounts) as c (instance_id, currency, month, n, amount)
      group by instance_id, currency, month having sum(n) <> 0 or sum(amount) <> 0
      order by instance_id, currency, month
      on conflict (instance_id, currency, month)
      do update set line_count = m.line_count + excluded.line_count, net_total = m.net_total + excluded.net_total
    $$`.execute(db);

  await sql`
    create function reports.purchase_line_order_months() returns trigger language plpgsql as $$
    declare
      ids integer[] := '{}';
      currencies text[] := '{}';
      months date[] := '{}';
      counts integer[] := '{}';
      amounts bigint[] := '{}';
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        select ids || array_agg(l.instance_id), currencies || array_agg(o.currency),
               months || array_agg(date_trunc('month', o.created at time zone 'UTC')::date), counts || array_agg(-1),
               amounts || array_agg(-l.net_price)
        into ids, currencies, months, counts, amounts
        from old_lines l join reports."order" o on o.id = l.order_id
        where l.instance_id is not null and o.status <> 'cancelled';
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        select ids || array_agg(l.instance_id), currencies || array_agg(o.currency),
               months || array_agg(date_trunc('month', o.created at time zone 'UTC')::date), counts || array_agg(1),
               amounts || array_agg(l.net_price)
        into ids, currencies, months, counts, amounts
        from new_lines l join reports."order" o on o.id = l.order_id
        where l.instance_id is not null and o.status <> 'cancelled';
      end if;
      perform reports.add_instance_order_months(ids, currencies, months, counts, amounts);
      return null;
    end $$`.execute(db);
  for (const [event, tables] of [
    ['insert', 'new table as new_lines'],
    ['update', 'old table as old_lines new table as new_lines'],
    ['delete', 'old table as old_lines'],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`purchase_line_order_months_${event}`)} after ${sql.raw(event)} on reports.purchase_line
      referencing ${sql.raw(tables)} for each statement execute function reports.purchase_line_order_months()`.execute(db);
  }

  // Each line of an order whose status, currency or time changed leaves what it counted and adds what it counts now.
  await sql`
    create function reports.order_order_months() returns trigger language plpgsql as $$
    begin
      perform reports.add_instance_order_months(array_agg(instance_id), array_agg(currency), array_agg(month), array_agg(sign),
        array_agg(amount))
      from (
        select pl.instance_id, side.currency, date_trunc('month', side.created at time zone 'UTC')::date as month, side.sign,
               side.sign * pl.net_price as amount
        from old_orders o
        join new_orders n on n.id = o.id and (n.status, n.currency, n.created) is distinct from (o.status, o.currency, o.created)
        cross join lateral (values (o.currency, o.status, o.created, -1), (n.currency, n.status, n.created, 1))
          as side (currency, status, created, sign)
        join reports.purchase_line pl on pl.order_id = o.id
        where side.status <> 'cancelled' and pl.instance_id is not null
      ) as change;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger order_order_months after update on reports."order"
    referencing old table as old_orders new table as new_orders for each statement execute function reports.order_order_months()`.execute(
    db,
  );

  await sql`
    create function reports.truncate_instance_order_months() returns trigger language plpgsql as $$
    begin
      truncate reports.instance_order_month;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger purchase_line_order_months_truncate after truncate on reports.purchase_line
    for each statement execute function reports.truncate_instance_order_months()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger order_order_months on reports."order"`.execute(db);
  for (const trigger of ['insert', 'update', 'delete', 'truncate']) {
    await sql`drop trigger ${sql.raw(`purchase_line_order_months_${trigger}`)} on reports.purchase_line`.execute(db);
  }
  await sql`drop function reports.order_order_months(), reports.purchase_line_order_months(),
    reports.truncate_instance_order_months(), reports.add_instance_order_months(integer[], text[], date[], integer[], bigint[])`.execute(
    db,
  );
  await sql`drop table reports.instance_order_month`.execute(db);
}
