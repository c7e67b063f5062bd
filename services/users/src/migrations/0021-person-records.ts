import { sql, type Kysely } from 'kysely';

// The single-user administration's own records (document 002 §2 consent, notes, safetycards; §3 "Other user-admin
// records", field lists not shown; decision 0136): what a person agreed to, notes staff wrote about them, and the
// safety cards they hold. All go with the person (cascade) and move with a merge.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table users.user_consent (
      id serial primary key,
      user_id integer not null references users.users (id) on delete cascade,
      consent_type text not null,
      given boolean not null,
      given_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      updated_by integer,
      unique (user_id, consent_type)
    )`.execute(db);
  await sql`
    create table users.user_note (
      id serial primary key,
      user_id integer not null references users.users (id) on delete cascade,
      text text not null check (length(text) between 1 and 4000),
      author_id integer,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index user_note_user on users.user_note (user_id, created_at desc)`.execute(db);
  await sql`
    create table users.security_card (
      id serial primary key,
      user_id integer not null references users.users (id) on delete cascade,
      card_type text not null,
      card_number text not null,
      issued_on date,
      expires_on date check (expires_on is null or issued_on is null or expires_on >= issued_on),
      created_at timestamptz not null default now(),
      created_by integer,
      unique (user_id, card_type, card_number)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table users.security_card`.execute(db);
  await sql`drop table users.user_note`.execute(db);
  await sql`drop table users.user_consent`.execute(db);
}
