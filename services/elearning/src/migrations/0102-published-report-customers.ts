import { sql, type Kysely } from 'kysely';

// The customers holding an e-course's report role (document 001 §6, kept on the course's report-customer list) see
// the approved licences of every customer on that course (001 §5's "approved, all customers", decision 0260). The
// company area's licence reports read which courses a customer holds the role for through this view only.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create view published.elearning_report_customer as
    select ecourse_id as course_id, customer_id from elearning.ecourse_report_customer`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.elearning_report_customer`.execute(db);
}
