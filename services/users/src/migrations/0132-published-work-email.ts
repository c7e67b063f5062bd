import { sql, type Kysely } from 'kysely';

// The classroom instructor page's mass e-mail (document 002 §5) adds participants' work e-mails when asked: the work
// e-mail a person has at a customer, for their active contexts only.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view published.users_work_email as
    select c.user_id, c.customer_id, c.work_email
    from users.user_context c join users.users u on u.id = c.user_id
    where c.active and u.deleted_at is null and c.work_email is not null and c.work_email <> ''`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.users_work_email`.execute(db);
}
