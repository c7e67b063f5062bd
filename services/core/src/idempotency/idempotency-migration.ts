import { sql, type Migration } from 'kysely';

/**
 * The remembered answers of an area's create and copy calls, per person and Idempotency-Key (see
 * idempotent-routes.ts). An area whose routes declare `config.idempotent` includes this in its migrations.
 */
export function idempotencyMigration(area: string): Migration {
  const table = sql.table(`${area}.idempotency_key`);
  return {
    async up(db) {
      await sql`
        create table ${table} (
          user_id integer not null,
          key text not null,
          fingerprint text not null,
          status_code integer,
          content_type text,
          body text,
          created_at timestamptz not null default now(),
          primary key (user_id, key)
        )`.execute(db);
      await sql`create index ${sql.id(`${area}_idempotency_key_created_at`)} on ${table} (created_at)`.execute(db);
    },
    async down(db) {
      await sql`drop table ${table}`.execute(db);
    },
  };
}
