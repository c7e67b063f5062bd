import { sql, type Kysely } from 'kysely';

// Decision 0225's internal control, for the reports area's weekly dashboard (decision 0238): which instances were
// confirmed, when, and with which checks still open. The reports area reads this view, never the classroom table.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view published.classroom_internal_control as
    select cli_id, checked_at, open_checks from classroom.internal_control`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view published.classroom_internal_control`.execute(db);
}
