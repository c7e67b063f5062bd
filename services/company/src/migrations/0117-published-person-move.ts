import { sql, type Kysely } from 'kysely';

// Merging two people (document 002 §2 "merge", decision 0134): the users area moves the removed person's rows to the
// kept one in one transaction, each area moving its own rows through functions it publishes here. This area holds a
// person's department memberships and their private customer (decision 0241). Every moved row is recorded, so an undo
// puts exactly those back:
// - a membership moves unless the kept person is in that department already (one membership per person), then stays;
// - the private customer moves only when the kept person has none, as the users area moves the private context with
//   it; otherwise it stays with the removed person, so the kept person still has one private customer.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table company.person_move (
      merge_id bigint not null,
      table_name text not null check (table_name in ('department_member', 'customer')),
      -- The department of a membership (its key is the department and the person), the customer of a private customer.
      row_id integer not null,
      from_user integer not null,
      to_user integer not null,
      primary key (merge_id, table_name, row_id)
    )`.execute(db);
  await sql`
    create function published.company_person_rows(p_from integer, p_to integer)
    returns table (kind text, count bigint)
    language sql stable security definer set search_path = pg_catalog, company as $$
      select case when k.user_id is null then 'departments' else 'departments.stay' end, count(*)
      from company.department_member m
      left join company.department_member k on k.user_id = p_to and k.department_id = m.department_id
      where m.user_id = p_from group by 1
      union all
      select case when exists (select 1 from company.customer k where k.private_user_id = p_to)
        then 'privateCustomer.stay' else 'privateCustomer' end, count(*)
      from company.customer c where c.private_user_id = p_from group by 1
    $$`.execute(db);
  await sql`
    create function published.company_move_person(p_merge_id bigint, p_from integer, p_to integer)
    returns integer
    language plpgsql security definer set search_path = pg_catalog, company as $$
    declare
      moved_members integer;
      moved_customer integer;
    begin
      perform 1 from company.department_member where user_id in (p_from, p_to) order by department_id, user_id for update;
      perform 1 from company.customer where private_user_id in (p_from, p_to) order by id for update;
      insert into company.person_move (merge_id, table_name, row_id, from_user, to_user)
      select p_merge_id, 'department_member', m.department_id, p_from, p_to from company.department_member m
      where m.user_id = p_from and not exists (
        select 1 from company.department_member k where k.user_id = p_to and k.department_id = m.department_id);
      insert into company.person_move (merge_id, table_name, row_id, from_user, to_user)
      select p_merge_id, 'customer', c.id, p_from, p_to from company.customer c
      where c.private_user_id = p_from and not exists (select 1 from company.customer k where k.private_user_id = p_to);
      update company.department_member d set user_id = p_to from company.person_move m
      where m.merge_id = p_merge_id and m.table_name = 'department_member' and m.row_id = d.department_id
        and d.user_id = p_from;
      get diagnostics moved_members = row_count;
      update company.customer c set private_user_id = p_to from company.person_move m
      where m.merge_id = p_merge_id and m.table_name = 'customer' and m.row_id = c.id;
      get diagnostics moved_customer = row_count;
      return moved_members + moved_customer;
    end $$`.execute(db);
  await sql`
    create function published.company_undo_person_move(p_merge_id bigint)
    returns integer
    language plpgsql security definer set search_path = pg_catalog, company as $$
    declare
      moved_members integer;
      moved_customer integer;
    begin
      -- A membership or private customer the removed person has been given again since (they are deleted, so only by
      -- an admin's repair) keeps that one: the unique rules allow one.
      update company.department_member d set user_id = m.from_user from company.person_move m
      where m.merge_id = p_merge_id and m.table_name = 'department_member' and m.row_id = d.department_id
        and d.user_id = m.to_user and not exists (
          select 1 from company.department_member k where k.user_id = m.from_user and k.department_id = d.department_id);
      get diagnostics moved_members = row_count;
      update company.customer c set private_user_id = m.from_user from company.person_move m
      where m.merge_id = p_merge_id and m.table_name = 'customer' and m.row_id = c.id
        and not exists (select 1 from company.customer k where k.private_user_id = m.from_user);
      get diagnostics moved_customer = row_count;
      delete from company.person_move where merge_id = p_merge_id;
      return moved_members + moved_customer;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function published.company_undo_person_move(bigint)`.execute(db);
  await sql`drop function published.company_move_person(bigint, integer, integer)`.execute(db);
  await sql`drop function published.company_person_rows(integer, integer)`.execute(db);
  await sql`drop table company.person_move`.execute(db);
}
