import { sql, type Kysely } from 'kysely';

// Decision 0251: an HTML lesson's page runs sandboxed on an opaque origin, so the browser sends no session cookie with
// the requests its relative addresses make (css, scripts, pictures). The lesson view therefore hands each viewer a
// grant: an unguessable token in the file addresses, naming the lesson, valid for a few hours, renewed on each view.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table authoring.lesson_view_grant (
      token uuid primary key default gen_random_uuid(),
      lesson_id integer not null references authoring.lesson (id) on delete cascade,
      user_id integer not null,
      expires_at timestamptz not null,
      unique (lesson_id, user_id)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table authoring.lesson_view_grant`.execute(db);
}
