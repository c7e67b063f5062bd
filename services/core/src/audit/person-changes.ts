import { sql, type Kysely } from 'kysely';

/** One row of audit.entry as stored. */
export interface AuditEntryRow {
  id: number;
  at: Date;
  actor_user_id: number | null;
  actor_customer_id: number | null;
  request_id: string | null;
  method: string;
  route: string;
  area: string;
  table_name: string;
  operation: 'insert' | 'update' | 'delete';
  object_id: string | null;
  changes: Record<string, unknown>;
}

/**
 * The audited tables holding a person's rows: those with a `user_id` column (the areas' one name for "whose row"),
 * each with its primary-key columns as the audit trigger names the object.
 */
async function personTables(db: Kysely<any>): Promise<{ area: string; table: string; keys: string[] }[]> {
  const { rows } = await sql<{ area: string; table: string; keys: string[] | null }>`
    select n.nspname as area, c.relname as table,
      (select array_agg(a.attname::text order by k.ordinality)
         from pg_index i
         cross join unnest(i.indkey) with ordinality as k (attnum, ordinality)
         join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where i.indrelid = c.oid and i.indisprimary) as keys
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
     where t.tgname = 'audit_change'
       and exists (select 1 from pg_attribute u where u.attrelid = c.oid and u.attname = 'user_id' and not u.attisdropped)
     order by 1, 2`.execute(db);
  return rows.filter((row): row is { area: string; table: string; keys: string[] } => (row.keys?.length ?? 0) > 0);
}

/**
 * Who changed what on one person (issue 13, decision 0209), newest first, a page at a time: the writes to the
 * person's account row, and to every audited row that is or was the person's (`user_id`): rows they hold now, rows
 * inserted, deleted or moved with their id (the entry's row carries it), and every other change to those same rows.
 * The audit log is the shared layer's table (decision 0118), so this reader is shared too; it reads other areas'
 * tables only for the primary keys of the person's rows, as the audit trigger it pairs with writes them.
 */
export async function auditEntriesAboutPerson(
  db: Kysely<any>,
  personId: number,
  page: { before?: number | undefined; limit: number },
): Promise<AuditEntryRow[]> {
  const person = String(personId);
  const tables = await personTables(db);
  const owned = tables.map(
    ({ area, table, keys }) => sql`
      select ${area}::text as area, ${table}::text as table_name,
        concat_ws(',', ${sql.join(keys.map((key) => sql`to_jsonb(t) ->> ${key}`))}) as object_id
      from ${sql.table(`${area}.${table}`)} t where t.user_id = ${personId}`,
  );
  const ownedRows = owned.length > 0 ? sql.join(owned, sql` union all `) : sql`select null::text, null::text, null::text where false`;
  const { rows } = await sql<AuditEntryRow>`
    with owned (area, table_name, object_id) as (${ownedRows}),
    touched as (
      select distinct area, table_name, object_id from audit.entry
       where changes ? 'user_id' and audit.person_ids(changes) @> array[${person}::text]
    )
    select e.* from audit.entry e
     where (${page.before === undefined ? sql`true` : sql`e.id < ${page.before}`})
       and ((e.area = 'users' and e.table_name = 'users' and e.object_id = ${person})
         or exists (select 1 from owned o where o.area = e.area and o.table_name = e.table_name and o.object_id = e.object_id)
         or exists (select 1 from touched w where w.area = e.area and w.table_name = e.table_name and w.object_id = e.object_id))
     order by e.id desc
     limit ${page.limit}`.execute(db);
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
