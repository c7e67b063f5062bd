import { sql, type Kysely } from 'kysely';

// Other areas read people (names and roles of their active contexts) only through this view, never the
// users area's own tables (spec README: "read-only views it owns in a published schema").
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create view published.users_person as
    select u.id, u.first_name, u.last_name,
           coalesce(array_agg(distinct role) filter (where role is not null), '{}') as roles
    from users.users u
    left join users.user_context c on c.user_id = u.id and c.active
    left join lateral unnest(c.roles) as role on true
    group by u.id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.users_person`.execute(db);
}
