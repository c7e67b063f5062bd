import { sql, type Kysely } from 'kysely';

// Document 002 §2/§4: a person can be deleted and undeleted from the user search. Deleting keeps the row (and
// everything other areas point at) and marks it; the person can no longer sign in, and their open sessions end
// at once on every service, because the published session verdict counts a deleted person's sessions inactive.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users.users add column deleted_at timestamptz`.execute(db);
  await sql`
    create or replace view published.users_session as
    select s.id, s.user_id, (s.revoked_at is null and s.session_version = u.session_version and u.deleted_at is null) as active
    from users.login_session s
    join users.users u on u.id = s.user_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace view published.users_session as
    select s.id, s.user_id, (s.revoked_at is null and s.session_version = u.session_version) as active
    from users.login_session s
    join users.users u on u.id = s.user_id`.execute(db);
  await sql`alter table users.users drop column deleted_at`.execute(db);
}
