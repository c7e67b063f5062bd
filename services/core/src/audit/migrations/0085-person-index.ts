import { sql, type Kysely } from 'kysely';

/**
 * The person ids an entry's changes name in `user_id` (an inserted or deleted row's value, an update's from and to),
 * indexed, so the audit screen of one person (person-changes.ts) finds the rows that were ever theirs without reading
 * the whole log.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function audit.person_ids(changes jsonb) returns text[] language sql immutable parallel safe as $$
      select array_remove(array[
        case when jsonb_typeof(changes -> 'user_id') <> 'object' then changes ->> 'user_id' end,
        changes -> 'user_id' ->> 'from',
        changes -> 'user_id' ->> 'to'], null)
    $$`.execute(db);
  await sql`create index entry_person on audit.entry using gin (audit.person_ids(changes)) where changes ? 'user_id'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index audit.entry_person`.execute(db);
  await sql`drop function audit.person_ids(jsonb)`.execute(db);
}
