import { sql, type Kysely } from 'kysely';

// Areas that e-mail people (the classroom outbox, document 002 §7) write in the person's own language; the new
// column goes last so the view's existing columns keep their place.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace view published.users_person as
    select u.id, u.first_name, u.last_name,
           coalesce(array_agg(distinct role) filter (where role is not null), '{}') as roles,
           u.email, u.locale
    from users.users u
    left join users.user_context c on c.user_id = u.id and c.active
    left join lateral unnest(c.roles) as role on true
    group by u.id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.users_person`.execute(db);
  await sql`
    create view published.users_person as
    select u.id, u.first_name, u.last_name,
           coalesce(array_agg(distinct role) filter (where role is not null), '{}') as roles,
           u.email
    from users.users u
    left join users.user_context c on c.user_id = u.id and c.active
    left join lateral unnest(c.roles) as role on true
    group by u.id`.execute(db);
}
