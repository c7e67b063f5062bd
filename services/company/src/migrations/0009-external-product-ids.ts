import { sql, type Kysely } from 'kysely';

// Document 001 §2 /my-company/external-course-id, §4: each customer's own id (and competence id) for a product, one
// product per external id within a customer, which the unique index holds even for two admins at once.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table company.external_product_id (
      customer_id integer not null references company.customer (id) on delete cascade,
      product_type text not null check (product_type in ('ELEARNING', 'CLASSROOM')),
      product_id integer not null,
      external_id text,
      competence_id text,
      primary key (customer_id, product_type, product_id)
    )`.execute(db);
  await sql`
    create unique index external_product_id_unique on company.external_product_id (customer_id, external_id)
    where external_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table company.external_product_id`.execute(db);
}
