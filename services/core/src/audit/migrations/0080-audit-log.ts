import { sql, type Kysely } from 'kysely';

/**
 * The audit log of every write (decision 0118): one table for all areas, filled by a row trigger on each area
 * table (audit-tables.ts) in the transaction of the change. The request's who and which route reach the
 * trigger through the connection setting `atrium.audit` (audit-driver.ts); without it (migrations, demo seed,
 * scheduled jobs) nothing is recorded.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table audit.entry (
      id bigint generated always as identity primary key,
      at timestamptz not null default now(),
      actor_user_id integer,
      actor_customer_id integer,
      request_id text,
      method text not null,
      route text not null,
      area text not null,
      table_name text not null,
      operation text not null check (operation in ('insert', 'update', 'delete')),
      object_id text,
      changes jsonb not null
    )`.execute(db);
  await sql`create index entry_actor on audit.entry (actor_user_id, id desc)`.execute(db);
  await sql`create index entry_object on audit.entry (area, table_name, object_id, id desc)`.execute(db);

  // Values of columns named like secrets are never copied; very long values are cut to their length.
  await sql`
    create function audit.redacted(name text, value jsonb) returns jsonb language sql immutable as $$
      select case
        when name ~* '(password|secret|token|hash|salt)' then to_jsonb('[redacted]'::text)
        when length(value::text) > 2000 then jsonb_build_object('truncated', length(value::text))
        else value
      end
    $$`.execute(db);

  // Trigger arguments: the table's primary-key columns, which name the changed object.
  await sql`
    create function audit.record_change() returns trigger language plpgsql as $$
    declare
      context jsonb := nullif(current_setting('atrium.audit', true), '')::jsonb;
      old_row jsonb;
      new_row jsonb;
      changed jsonb;
      object_id text;
    begin
      if context is null then
        return null;
      end if;
      if tg_op <> 'INSERT' then old_row := to_jsonb(old); end if;
      if tg_op <> 'DELETE' then new_row := to_jsonb(new); end if;
      if tg_op = 'UPDATE' then
        select jsonb_object_agg(key, jsonb_build_object('from', audit.redacted(key, old_row -> key), 'to', audit.redacted(key, value)))
          into changed
          from jsonb_each(new_row)
          where value is distinct from old_row -> key;
        if changed is null then
          return null;
        end if;
      else
        select jsonb_object_agg(key, audit.redacted(key, value)) into changed from jsonb_each(coalesce(new_row, old_row));
      end if;
      select string_agg(
          case when column_name ~* '(password|secret|token|hash|salt)' then '[redacted]'
          else coalesce(new_row, old_row) ->> column_name end, ',')
        into object_id
        from unnest(tg_argv) as column_name;
      insert into audit.entry (actor_user_id, actor_customer_id, request_id, method, route, area, table_name, operation, object_id, changes)
      values ((context ->> 'userId')::integer, (context ->> 'customerId')::integer, context ->> 'requestId', context ->> 'method',
        context ->> 'route', tg_table_schema, tg_table_name, lower(tg_op), object_id, coalesce(changed, '{}'::jsonb));
      return null;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function audit.record_change(), audit.redacted(text, jsonb)`.execute(db);
  await sql`drop table audit.entry`.execute(db);
}
