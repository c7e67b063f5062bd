import { sql, type Kysely } from 'kysely';

/*
 * What each classroom instance's purchase lines were sold for, per currency, kept as orders and lines change
 * (decision 0250): the classroom searches' sums then read one row per instance instead of every line of the period
 * and every order (one scan of 1,000,000 orders per search, bench/README.md). A line counts while it has an instance,
 * is not cancelled (a credit note, decision 0213) and its order is not cancelled: course prices only, extras apart
 * (decision 0147), as soldPerInstance always read them.
 *
 * Statement-level triggers add up a statement's changes per instance and currency and apply them in instance order,
 * so two checkouts touching the same instances take their row locks in the same order. A changed line is read with
 * its order as the statement leaves it; the order trigger moves the lines of an order whose status or currency
 * changed. Orders are never deleted (accounting keeps them); a truncate of the lines empties the sums as well.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table reports.instance_sales (
      instance_id integer not null,
      currency text not null,
      sold bigint not null,
      primary key (instance_id, currency)
    )`.execute(db);
  await sql`
    insert into reports.instance_sales (instance_id, currency, sold)
    select pl.instance_id, o.currency, sum(pl.net_price)
    from reports.purchase_line pl join reports."order" o on o.id = pl.order_id
    where pl.instance_id is not null and not pl.cancelled and o.status <> 'cancelled'
    group by pl.instance_id, o.currency`.execute(db);

  // The one place changes are added: signed amounts (instance, currency, amount), summed per instance and currency.
  await sql`
    create function reports.add_instance_sales(instance_ids integer[], currencies text[], amounts bigint[]) returns void
    language sql as $$
      insert into reports.instance_sales as s (instance_id, currency, sold)
      select instance_id, currency, sum(amount) from unnest(instance_ids, currencies, amounts) as c (instance_id, currency, amount)
      group by instance_id, currency having sum(amount) <> 0
      order by instance_id, currency
      on conflict (instance_id, currency) do update set sold = s.sold + excluded.sold
    $$`.execute(db);

  // A line's amount counts while it has an instance, is not cancelled and its order is not cancelled.
  await sql`
    create function reports.purchase_line_sales() returns trigger language plpgsql as $$
    declare
      ids integer[] := '{}';
      currencies text[] := '{}';
      amounts bigint[] := '{}';
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        select ids || array_agg(l.instance_id), currencies || array_agg(o.currency), amounts || array_agg(-l.net_price)
        into ids, currencies, amounts
        from old_lines l join reports."order" o on o.id = l.order_id
        where l.instance_id is not null and not l.cancelled and o.status <> 'cancelled';
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        select ids || array_agg(l.instance_id), currencies || array_agg(o.currency), amounts || array_agg(l.net_price)
        into ids, currencies, amounts
        from new_lines l join reports."order" o on o.id = l.order_id
        where l.instance_id is not null and not l.cancelled and o.status <> 'cancelled';
      end if;
      perform reports.add_instance_sales(ids, currencies, amounts);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger purchase_line_sales_insert after insert on reports.purchase_line
    referencing new table as new_lines for each statement execute function reports.purchase_line_sales()`.execute(db);
  await sql`
    create trigger purchase_line_sales_update after update on reports.purchase_line
    referencing old table as old_lines new table as new_lines for each statement execute function reports.purchase_line_sales()`.execute(
    db,
  );
  await sql`
    create trigger purchase_line_sales_delete after delete on reports.purchase_line
    referencing old table as old_lines for each statement execute function reports.purchase_line_sales()`.execute(db);

  // An update trigger with transition tables takes no column list: the orders whose status or currency changed are
  // picked here, and each of their lines leaves what it counted under the old and adds what it counts under the new.
  await sql`
    create function reports.order_sales() returns trigger language plpgsql as $$
    begin
      perform reports.add_instance_sales(array_agg(instance_id), array_agg(currency), array_agg(amount))
      from (
        select pl.instance_id, side.currency, side.sign * pl.net_price as amount
        from old_orders o
        join new_orders n on n.id = o.id and (n.status, n.currency) is distinct from (o.status, o.currency)
        cross join lateral (values (o.currency, o.status, -1), (n.currency, n.status, 1)) as side (currency, status, sign)
        join reports.purchase_line pl on pl.order_id = o.id
        where side.status <> 'cancelled' and pl.instance_id is not null and not pl.cancelled
      ) as change;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger order_sales after update on reports."order"
    referencing old table as old_orders new table as new_orders for each statement execute function reports.order_sales()`.execute(db);

  await sql`
    create function reports.truncate_instance_sales() returns trigger language plpgsql as $$
    begin
      truncate reports.instance_sales;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger purchase_line_sales_truncate after truncate on reports.purchase_line
    for each statement execute function reports.truncate_instance_sales()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger order_sales on reports."order"`.execute(db);
  for (const trigger of ['insert', 'update', 'delete', 'truncate']) {
    await sql`drop trigger ${sql.raw(`purchase_line_sales_${trigger}`)} on reports.purchase_line`.execute(db);
  }
  await sql`drop function reports.order_sales(), reports.purchase_line_sales(), reports.truncate_instance_sales(),
    reports.add_instance_sales(integer[], text[], bigint[])`.execute(db);
  await sql`drop table reports.instance_sales`.execute(db);
}
