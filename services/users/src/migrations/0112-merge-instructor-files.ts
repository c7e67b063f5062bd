import { sql, type Kysely } from 'kysely';

// A merge moves the removed person's instructor photo and signature too (decision 0134), recorded as kind 'instructor'.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users.user_merge_row drop constraint user_merge_row_kind_check`.execute(db);
  await sql`
    alter table users.user_merge_row add constraint user_merge_row_kind_check
      check (kind in ('context.moved', 'context.joined', 'login', 'consent', 'note', 'card', 'instructor'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users.user_merge_row drop constraint user_merge_row_kind_check`.execute(db);
  await sql`
    alter table users.user_merge_row add constraint user_merge_row_kind_check
      check (kind in ('context.moved', 'context.joined', 'login', 'consent', 'note', 'card'))`.execute(db);
}
