import { sql, type Migration } from 'kysely';

/**
 * The outbox of one area: every e-mail it sends, written in the transaction of the change that causes
 * it, so a rolled-back change never mails and a committed one always does. An area includes this in
 * its own migration list.
 */
export function outboxMigration(area: string): Migration {
  const table = sql.table(`${area}.outbox`);
  return {
    async up(db) {
      await sql`
        create table ${table} (
          id bigserial primary key,
          "to" text[] not null check (cardinality("to") > 0),
          cc text[] not null default '{}',
          subject text not null,
          text text not null,
          html text,
          created_at timestamptz not null default now(),
          status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
          attempts integer not null default 0,
          last_error text,
          sent_at timestamptz
        )`.execute(db);
      await sql`create index ${sql.id(`${area}_outbox_status`)} on ${table} (status, created_at)`.execute(db);
    },
    async down(db) {
      await sql`drop table ${table}`.execute(db);
    },
  };
}
