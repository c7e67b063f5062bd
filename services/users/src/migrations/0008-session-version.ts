import { sql, type Kysely } from 'kysely';

// Issue 11 finding 4: roles travel in the session token, so a change of a person's roles or contexts must end
// their sessions. Each person has a session version, bumped by the database whenever one of their contexts
// is added, changed or removed (whatever code path does it); a login session remembers the version it was
// opened with and is active only while the two agree. Other areas' services read the verdict from
// published.users_session, so a service running alone enforces it too.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users.users add column session_version integer not null default 1`.execute(db);
  await sql`alter table users.login_session add column session_version integer not null default 1`.execute(db);
  await sql`
    create function users.bump_session_version() returns trigger language plpgsql as $$
    begin
      update users.users set session_version = session_version + 1
      where id in (
        select user_id from (values (case when tg_op <> 'INSERT' then old.user_id end),
                                    (case when tg_op <> 'DELETE' then new.user_id end)) as changed(user_id)
        where user_id is not null);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger user_context_changes_session_version
    after insert or delete or update of user_id, customer_id, roles, active on users.user_context
    for each row execute function users.bump_session_version()`.execute(db);
  await sql`
    create view published.users_session as
    select s.id, s.user_id, (s.revoked_at is null and s.session_version = u.session_version) as active
    from users.login_session s
    join users.users u on u.id = s.user_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.users_session`.execute(db);
  await sql`drop trigger user_context_changes_session_version on users.user_context`.execute(db);
  await sql`drop function users.bump_session_version()`.execute(db);
  await sql`alter table users.login_session drop column session_version`.execute(db);
  await sql`alter table users.users drop column session_version`.execute(db);
}
