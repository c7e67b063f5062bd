import { sql, type Kysely } from 'kysely';

// Merge and undo (document 002 §2 "merge", decision 0134). A merge is a row here; every row the users area moved
// for it is recorded beside it (the other areas record theirs in their own schema), so an undo within the stated
// period puts exactly those rows back. A person is the removed one of at most one merge that is not undone.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table users.user_merge (
      id bigserial primary key,
      kept_id integer not null references users.users (id),
      removed_id integer not null references users.users (id),
      merged_by integer,
      merged_at timestamptz not null default now(),
      undo_until timestamptz not null,
      undone_at timestamptz,
      undone_by integer,
      moved jsonb not null default '[]',
      check (kept_id <> removed_id)
    )`.execute(db);
  await sql`create unique index user_merge_removed_once on users.user_merge (removed_id) where undone_at is null`.execute(db);
  await sql`create index user_merge_kept on users.user_merge (kept_id)`.execute(db);
  await sql`
    create table users.user_merge_row (
      merge_id bigint not null references users.user_merge (id) on delete cascade,
      kind text not null check (kind in ('context.moved', 'context.joined', 'login', 'consent', 'note', 'card')),
      row_id integer not null,
      detail jsonb not null default '{}',
      primary key (merge_id, kind, row_id)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table users.user_merge_row`.execute(db);
  await sql`drop table users.user_merge`.execute(db);
}
