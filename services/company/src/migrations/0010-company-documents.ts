import { sql, type Kysely } from 'kysely';

// Document 001 §3 "Document (id/uuid, name, description, locale, filename, lastModified)": a customer's own files,
// kept in the file store under a random key; the row says whose they are.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table company.document (
      id serial primary key,
      uuid uuid not null unique default gen_random_uuid(),
      customer_id integer not null references company.customer (id) on delete cascade,
      name text not null,
      description text not null default '',
      locale text check (locale in ('nb_NO', 'sv_SE', 'en_US')),
      filename text not null,
      content_type text not null,
      size_bytes integer not null,
      storage_key text not null unique,
      last_modified timestamptz not null default now()
    )`.execute(db);
  await sql`create index document_customer on company.document (customer_id, lower(name))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table company.document`.execute(db);
}
