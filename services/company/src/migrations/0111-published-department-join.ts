import { sql, type Kysely } from 'kysely';

// The users area's mass import (document 003 §7 "complete registration", decision 0216) puts each imported person in
// the department its row names, inside its own registration transaction, and takes them out again when the import is
// undone. Departments are matched by name ignoring case, as the unique index does, and made when the customer has
// none of that name. Only the memberships (and departments) a call made are answered, so an undo removes only those.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function published.company_join_departments(p_customer integer, p_users integer[], p_names text[])
    returns table (user_id integer, department_id integer, department_name text, department_created boolean)
    language plpgsql security definer set search_path = pg_catalog, company as $$
    #variable_conflict use_column
    declare made integer[];
    begin
      -- Two statements: the memberships must see the departments the first one makes.
      with inserted as (
        insert into company.department (customer_id, name)
        select distinct on (lower(btrim(n))) p_customer, btrim(n)
        from unnest(p_names) with ordinality as named (n, position)
        where btrim(coalesce(n, '')) <> ''
        -- A new department is spelt as the first row naming it.
        order by lower(btrim(n)), position
        on conflict (customer_id, lower(name)) do nothing
        returning id
      )
      select coalesce(array_agg(id), '{}') into made from inserted;
      return query
        with joined as (
          insert into company.department_member (department_id, user_id)
          select distinct d.id, pair.u
          from unnest(p_users, p_names) as pair (u, n)
          join company.department d on d.customer_id = p_customer and lower(d.name) = lower(btrim(pair.n))
          on conflict do nothing
          returning department_member.department_id, department_member.user_id
        )
        select j.user_id, j.department_id, d.name, j.department_id = any(made)
        from joined j join company.department d on d.id = j.department_id;
    end $$`.execute(db);
  // Pairs by position. A department this import made is removed once nobody is left in it.
  await sql`
    create function published.company_leave_departments(p_departments integer[], p_users integer[], p_made integer[])
    returns void
    language sql security definer set search_path = pg_catalog, company as $$
      delete from company.department_member m
      using unnest(p_departments, p_users) as pair (d, u)
      where m.department_id = pair.d and m.user_id = pair.u;
      delete from company.department d
      where d.id = any(p_made) and not exists (select 1 from company.department_member m where m.department_id = d.id);
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function published.company_leave_departments(integer[], integer[], integer[])`.execute(db);
  await sql`drop function published.company_join_departments(integer, integer[], text[])`.execute(db);
}
