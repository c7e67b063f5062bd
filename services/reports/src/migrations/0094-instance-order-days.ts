import { sql, type Kysely } from 'kysely';

/*
 * The purchase report's lines counted per order currency, order day (UTC) and instance (decision 0262): the counts per
 * month (migration 0093) say in which month a page's first line lies, and a deep page of a month of 170,000 lines then
 * walked the month's orders up to it. These counts say in which day it lies, so a page reads the orders from that
 * day's start. Keyed by currency and day first, as the page reads one month of one currency; the count is in the key's
 * index (index-only reads). A line counts as in migration 0093: while it has an instance and its order is not
 * cancelled. Kept by the same kind of statement-level triggers, applied in key order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table reports.instance_order_day (
      currency text not null,
      day date not null,
      instance_id integer not null,
      line_count integer not null,
      primary key (currency, day, instance_id) include (line_count)
    )`.execute(db);
  await sql`
    insert into reports.instance_order_day (currency, day, instance_id, line_count)
    select o.currency, (o.created at time zone 'UTC')::date, pl.instance_id, count(*)
    from reports.purchase_line pl join reports."order" o on o.id = pl.order_id
    where pl.instance_id is not null and o.status <> 'cancelled'
    group by 1, 2, 3`.execute(db);

  // The one place changes are added: signed line counts, summed per key.
  await sql`
    create function reports.add_instance_order_days(currencies text[], days date[], instance_ids integer[], counts integer[]) returns void
    language sql as $$
      insert into reports.instance_order_day as d (currency, day, instance_id, line_count)
      select currency, day, instance_id, sum(n)
      from unnest(currencies, days, instance_ids, counts) as c (currency, day, instance_id, n)
      group by currency, day, instance_id having sum(n) <> 0
      order by currency, day, instance_id
      on conflict (currency, day, instance_id) do update set line_count = d.line_count + excluded.line_count
    $$`.execute(db);

  await sql`
    create function reports.purchase_line_order_days() returns trigger language plpgsql as $$
    declare
      currencies text[] := '{}';
      days date[] := '{}';
      ids integer[] := '{}';
      counts integer[] := '{}';
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        select currencies || array_agg(o.currency), days || array_agg((o.created at time zone 'UTC')::date),
               ids || array_agg(l.instance_id), counts || array_agg(-1)
        into currencies, days, ids, counts
        from old_lines l join reports."order" o on o.id = l.order_id
        where l.instance_id is not null and o.status <> 'cancelled';
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        select currencies || array_agg(o.currency), days || array_agg((o.created at time zone 'UTC')::date),
               ids || array_agg(l.instance_id), counts || array_agg(1)
        into currencies, days, ids, counts
        from new_lines l join reports."order" o on o.id = l.order_id
        where l.instance_id is not null and o.status <> 'cancelled';
      end if;
      perform reports.add_instance_order_days(currencies, days, ids, counts);
      return null;
    end $$`.execute(db);
  for (const [event, tables] of [
    ['insert', 'new table as new_lines'],
    ['update', 'old table as old_lines new table as new_lines'],
    ['delete', 'old table as old_lines'],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`purchase_line_order_days_${event}`)} after ${sql.raw(event)} on reports.purchase_line
      referencing ${sql.raw(tables)} for each statement execute function reports.purchase_line_order_days()`.execute(db);
  }

  // Each line of an order whose status, currency or time changed leaves what it counted and adds what it counts now.
  await sql`
    create function reports.order_order_days() returns trigger language plpgsql as $$
    begin
      perform reports.add_instance_order_days(array_agg(currency), array_agg(day), array_agg(instance_id), array_agg(sign))
      from (
        select side.currency, (side.created at time zone 'UTC')::date as day, pl.instance_id, side.sign
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
    create trigger order_order_days after update on reports."order"
    referencing old table as old_orders new table as new_orders for each statement execute function reports.order_order_days()`.execute(db);

  await sql`
    create function reports.truncate_instance_order_days() returns trigger language plpgsql as $$
    begin
      truncate reports.instance_order_day;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger purchase_line_order_days_truncate after truncate on reports.purchase_line
    for each statement execute function reports.truncate_instance_order_days()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger order_order_days on reports."order"`.execute(db);
  for (const trigger of ['insert', 'update', 'delete', 'truncate']) {
    await sql`drop trigger ${sql.raw(`purchase_line_order_days_${trigger}`)} on reports.purchase_line`.execute(db);
  }
  await sql`drop function reports.order_order_days(), reports.purchase_line_order_days(),
    reports.truncate_instance_order_days(), reports.add_instance_order_days(text[], date[], integer[], integer[])`.execute(db);
  await sql`drop table reports.instance_order_day`.execute(db);
}
