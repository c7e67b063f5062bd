import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table company.customer (
      id serial primary key,
      name text not null,
      org_number text,
      site text not null default 'NO' check (site in ('NO', 'SE', 'INT'))
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table company.customer`.execute(db);
}
