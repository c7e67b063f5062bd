import { sql, type Kysely } from 'kysely';

// The reports area prices an order with the customer's discount on an e-course (issue 14, decision 0145); it
// reads the discounts the course administrators set (document 001 §3 price-discount customer rows) here.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create view published.elearning_customer_discount as
    select ecourse_id, customer_id, discount_percent from elearning.ecourse_price_customer`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.elearning_customer_discount`.execute(db);
}
