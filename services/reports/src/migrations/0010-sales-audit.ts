import { sql, type Kysely } from 'kysely';

// Issue 14: every order, invoice, credit note and change to them, written in the transaction that makes the change,
// so a record exists exactly when the change committed. Append-only: nothing updates or deletes a row.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table reports.sales_audit (
      id bigserial primary key,
      at timestamptz not null default now(),
      actor_user_id integer,
      entity text not null check (entity in ('order', 'purchase_line', 'invoice', 'credit_note')),
      entity_id integer not null,
      action text not null,
      detail jsonb not null default '{}'
    )`.execute(db);
  await sql`create index sales_audit_entity on reports.sales_audit (entity, entity_id, id)`.execute(db);
  await sql`create index sales_audit_at on reports.sales_audit (at, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table reports.sales_audit`.execute(db);
}
