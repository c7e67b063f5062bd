import { Kysely, Migrator, sql, type Migration } from 'kysely';
import { Pool, types } from 'pg';
import { AuditedPostgresDialect } from './audit/audit-driver';
import { auditAreaTables, migrateAuditLog } from './audit/audit-tables';

// bigint (int8) columns hold money in minor units and counts; they stay far below 2^53, so numbers are safe.
types.setTypeParser(types.builtins.INT8, (value) => Number(value));
// Plain dates are calendar days, not instants: keep them as 'YYYY-MM-DD' strings.
types.setTypeParser(types.builtins.DATE, (value) => value);

// The address each handle was made for, so an export process (export-process/) can open its own connection to it.
const addresses = new WeakMap<Kysely<any>, string>();

/** The connection string a handle of createDb was made for. */
export function databaseUrlOf(db: Kysely<any>): string {
  const address = addresses.get(db);
  if (!address) throw new Error('Not a database handle of createDb: pass the shared handle, not one narrowed to a schema');
  return address;
}

export function createDb<DB = any>(connectionString: string): Kysely<DB> {
  // A database that cannot be reached fails a request within seconds (503, database-unavailable.ts) instead of hanging it.
  // Connections per process (ATRIUM_DB_POOL_MAX): with N instances the database, or its pooler, sees N times this many.
  const pool = new Pool({ connectionString, max: Number(process.env.ATRIUM_DB_POOL_MAX ?? 10), connectionTimeoutMillis: 5000 });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', (error) => console.error('[db] idle connection lost:', error.message));
  // A connection the server ends while a query holds it reports the end to that query and then once more on the
  // connection itself, which has no listener while checked out; without this one, that second report would crash
  // the process in the middle of an outage.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<DB>({ dialect: new AuditedPostgresDialect({ pool }) });
  addresses.set(db, connectionString);
  return db;
}

/**
 * Each area owns one PostgreSQL schema named after it; its migration bookkeeping lives there too. Afterwards every
 * table of the area but the `unaudited` ones records its changes in the audit log (decision 0118).
 */
export async function migrateArea(
  db: Kysely<any>,
  area: string,
  migrations: Record<string, Migration>,
  options: { unaudited?: readonly string[] } = {},
): Promise<void> {
  await migrateAuditLog(db);
  await sql`create schema if not exists ${sql.id(area)}`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: area,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migrating ${area} failed at ${failed?.migrationName ?? 'start'}`, { cause: error });
  }
  await auditAreaTables(db, area, options.unaudited);
}
