import { sql, type Kysely } from 'kysely';

// The customers a classroom course gives report access (the course's customer tab, document 000: "Customers get
// report access" on, and the customers listed) see the approved participants of every customer on that course
// (document 001 §5's "approved, all customers", decision 0260), in the shape of the e-learning area's
// published.elearning_report_customer. With the switch off the list gives nobody access.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create view published.classroom_report_customer as
    select a.classroom_course_id as course_id, a.customer_id
    from classroom.classroom_course_report_access a
    join classroom.classroom_course c on c.id = a.classroom_course_id
    where c.report_access`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.classroom_report_customer`.execute(db);
}
