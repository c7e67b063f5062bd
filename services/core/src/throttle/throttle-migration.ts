import { sql, type Migration } from 'kysely';

/**
 * The failure counters of one area (see failure-throttle.ts): one row per key and fixed window. Kept in
 * PostgreSQL so every instance of the app counts the same failures. An area includes this in its migrations.
 */
export function throttleMigration(area: string): Migration {
  const table = sql.table(`${area}.throttle`);
  return {
    async up(db) {
      await sql`
        create table ${table} (
          key text primary key,
          failures integer not null,
          window_ends timestamptz not null
        )`.execute(db);
      await sql`create index ${sql.id(`${area}_throttle_window_ends`)} on ${table} (window_ends)`.execute(db);
    },
    async down(db) {
      await sql`drop table ${table}`.execute(db);
    },
  };
}
