import { sql, type Kysely } from 'kysely';

// Document 002 §2 "instructor: instructor photo and signature photo, upload and delete" (decision 0207): at most one of
// each per person, the bytes in the file store under the key. Goes with the person; the classroom area reads who has
// which through published.users_instructor_file. The id names a row a merge moves (decision 0134's user_merge_row).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table users.instructor_file (
      id serial unique,
      user_id integer not null references users.users (id) on delete cascade,
      kind text not null check (kind in ('photo', 'signature')),
      file_key uuid not null,
      content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
      size_bytes integer not null check (size_bytes >= 0),
      uploaded_by integer,
      uploaded_at timestamptz not null default now(),
      primary key (user_id, kind)
    )`.execute(db);
  await sql`
    create view published.users_instructor_file as
    select user_id, kind, content_type, uploaded_at from users.instructor_file`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.users_instructor_file`.execute(db);
  await sql`drop table users.instructor_file`.execute(db);
}
