import { sql, type Kysely } from 'kysely';

// Merging two people (document 002 §2 "merge", decision 0134): the users area moves the removed person's rows to the
// kept one in one transaction, each area moving its own rows through functions it publishes here. This area holds the
// orders a person placed, the purchase lines naming them as a participant and their cart. Every moved row is recorded,
// so an undo puts exactly those back:
// - an order moves to the kept person unless they placed one with the same checkout key (the unique rule), then stays;
// - a purchase line names the kept person where it named the removed one; a line's people never change after the
//   order, so the record keeps the list as it was and an undo sets it back;
// - a cart line moves unless the kept person has the same course in their cart, then it stays (the kept person's
//   quantity is what they chose).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create table reports.person_move (
      merge_id bigint not null,
      table_name text not null check (table_name in ('order', 'purchase_line', 'cart_item')),
      row_id integer not null,
      from_user integer not null,
      user_ids_before integer[],
      primary key (merge_id, table_name, row_id)
    )`.execute(db);
  await sql`
    create function published.reports_person_rows(p_from integer, p_to integer)
    returns table (kind text, count bigint)
    language sql stable security definer set search_path = pg_catalog, reports as $$
      select case when k.id is null then 'orders' else 'orders.stay' end, count(*)
      from reports."order" o
      left join reports."order" k on k.purchaser_user_id = p_to and k.checkout_key = o.checkout_key
      where o.purchaser_user_id = p_from group by 1
      union all
      select 'purchaseLines', count(*) from reports.purchase_line l where p_from = any(l.user_ids) having count(*) > 0
      union all
      select case when k.id is null then 'cart' else 'cart.stay' end, count(*)
      from reports.cart_item c
      left join reports.cart_item k on k.user_id = p_to and k.course_type = c.course_type and k.course_id = c.course_id
      where c.user_id = p_from group by 1
    $$`.execute(db);
  await sql`
    create function published.reports_move_person(p_merge_id bigint, p_from integer, p_to integer)
    returns integer
    language plpgsql security definer set search_path = pg_catalog, reports as $$
    declare
      moved_orders integer;
      moved_lines integer;
      moved_cart integer;
    begin
      perform 1 from reports."order" where purchaser_user_id in (p_from, p_to) order by id for update;
      perform 1 from reports.purchase_line where p_from = any(user_ids) order by id for update;
      perform 1 from reports.cart_item where user_id in (p_from, p_to) order by id for update;
      insert into reports.person_move (merge_id, table_name, row_id, from_user)
      select p_merge_id, 'order', o.id, p_from from reports."order" o
      where o.purchaser_user_id = p_from and not exists (
        select 1 from reports."order" k where k.purchaser_user_id = p_to and k.checkout_key = o.checkout_key);
      insert into reports.person_move (merge_id, table_name, row_id, from_user, user_ids_before)
      select p_merge_id, 'purchase_line', l.id, p_from, l.user_ids from reports.purchase_line l where p_from = any(l.user_ids);
      insert into reports.person_move (merge_id, table_name, row_id, from_user)
      select p_merge_id, 'cart_item', c.id, p_from from reports.cart_item c
      where c.user_id = p_from and not exists (
        select 1 from reports.cart_item k
        where k.user_id = p_to and k.course_type = c.course_type and k.course_id = c.course_id);
      update reports."order" o set purchaser_user_id = p_to from reports.person_move m
      where m.merge_id = p_merge_id and m.table_name = 'order' and m.row_id = o.id;
      get diagnostics moved_orders = row_count;
      update reports.purchase_line l set user_ids = array_replace(l.user_ids, p_from, p_to) from reports.person_move m
      where m.merge_id = p_merge_id and m.table_name = 'purchase_line' and m.row_id = l.id;
      get diagnostics moved_lines = row_count;
      update reports.cart_item c set user_id = p_to from reports.person_move m
      where m.merge_id = p_merge_id and m.table_name = 'cart_item' and m.row_id = c.id;
      get diagnostics moved_cart = row_count;
      return moved_orders + moved_lines + moved_cart;
    end $$`.execute(db);
  await sql`
    create function published.reports_undo_person_move(p_merge_id bigint)
    returns integer
    language plpgsql security definer set search_path = pg_catalog, reports as $$
    declare
      moved_orders integer;
      moved_lines integer;
      moved_cart integer;
    begin
      update reports."order" o set purchaser_user_id = m.from_user from reports.person_move m
      where m.merge_id = p_merge_id and m.table_name = 'order' and m.row_id = o.id;
      get diagnostics moved_orders = row_count;
      update reports.purchase_line l set user_ids = m.user_ids_before from reports.person_move m
      where m.merge_id = p_merge_id and m.table_name = 'purchase_line' and m.row_id = l.id;
      get diagnostics moved_lines = row_count;
      -- A cart line the removed person's course has meanwhile been added to again (they are deleted, so only by an
      -- admin's repair) keeps that one: the unique rule allows one line per person and course.
      update reports.cart_item c set user_id = m.from_user from reports.person_move m
      where m.merge_id = p_merge_id and m.table_name = 'cart_item' and m.row_id = c.id and not exists (
        select 1 from reports.cart_item k
        where k.user_id = m.from_user and k.course_type = c.course_type and k.course_id = c.course_id);
      get diagnostics moved_cart = row_count;
      delete from reports.person_move where merge_id = p_merge_id;
      return moved_orders + moved_lines + moved_cart;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function published.reports_undo_person_move(bigint)`.execute(db);
  await sql`drop function published.reports_move_person(bigint, integer, integer)`.execute(db);
  await sql`drop function published.reports_person_rows(integer, integer)`.execute(db);
  await sql`drop table reports.person_move`.execute(db);
}
