import { sql, type Kysely } from 'kysely';

// The reports area prices an order with the customer's discount on a course instance (issue 14, decision 0145).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create view published.classroom_instance_discount as
    select cli_id, customer_id, discount_percent from classroom.classroom_course_instance_discount`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.classroom_instance_discount`.execute(db);
}
