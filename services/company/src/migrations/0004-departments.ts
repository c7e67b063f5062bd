import { sql, type Kysely } from 'kysely';

// Departments of a customer (document 001: the department picker and /my-company/departments).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table company.department (
      id serial primary key,
      customer_id integer not null references company.customer (id) on delete cascade,
      name text not null
    )`.execute(db);
  await sql`create index department_customer_name on company.department (customer_id, lower(name), id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table company.department`.execute(db);
}
