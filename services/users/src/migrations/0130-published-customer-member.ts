import { sql, type Kysely } from 'kysely';

// The company area's person page (decision 0222) checks that a person belongs to the company before showing or
// changing their departments: who has an active context at which customer, nothing more.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view published.users_customer_member as
    select c.user_id, c.customer_id
    from users.user_context c join users.users u on u.id = c.user_id
    where c.active and u.deleted_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.users_customer_member`.execute(db);
}
