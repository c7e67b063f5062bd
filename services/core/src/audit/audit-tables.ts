import { Migrator, sql, type Kysely } from 'kysely';
import { auditMigrations } from './migrations';

/**
 * Tables that are bookkeeping of the shared layer rather than data a person changes: migrations, remembered
 * answers, mail and throttling counters. An area names its own such tables in AreaModule.unaudited.
 */
const INFRASTRUCTURE_TABLES = ['kysely_migration', 'kysely_migration_lock', 'idempotency_key', 'outbox', 'throttle'];

/** Creates (or upgrades) the audit schema: its table and trigger function. Safe to run from every service at once. */
export async function migrateAuditLog(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists audit`.execute(db);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => auditMigrations }, migrationTableSchema: 'audit' });
  const { error } = await migrator.migrateToLatest();
  if (error) throw new Error('Migrating the audit log failed', { cause: error });
}

/**
 * Puts the audit trigger on every table of the area (run after its migrations, so tables added later are
 * covered on the next start), except bookkeeping and the area's `unaudited` ones, which lose it.
 */
export async function auditAreaTables(db: Kysely<any>, area: string, unaudited: readonly string[] = []): Promise<void> {
  const skipped = new Set([...INFRASTRUCTURE_TABLES, ...unaudited]);
  const { rows } = await sql<{ table: string; keys: string[] | null }>`
    select c.relname as table,
      (select array_agg(a.attname::text order by k.ordinality)
         from pg_index i
         cross join unnest(i.indkey) with ordinality as k (attnum, ordinality)
         join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where i.indrelid = c.oid and i.indisprimary) as keys
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = ${area} and c.relkind in ('r', 'p') and not c.relispartition`.execute(db);
  for (const { table, keys } of rows) {
    const target = sql.table(`${area}.${table}`);
    if (skipped.has(table)) {
      await sql`drop trigger if exists audit_change on ${target}`.execute(db);
      continue;
    }
    // Trigger arguments are literals: the primary-key columns that name a changed row.
    const args = keys?.length ? sql.join(keys.map((key) => sql.lit(key))) : sql``;
    await sql`
      create or replace trigger audit_change after insert or update or delete on ${target}
        for each row execute function audit.record_change(${args})`.execute(db);
  }
}
