import { sql, type Kysely } from 'kysely';

// Learners evaluate a course they completed once per license (issue 22 point 9). The database holds the rule,
// so two answers sent at once (two tabs, a double click) leave one. Until now only demo rows existed, one per
// license; should a copy of a database hold more, the earliest answer stays.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    delete from elearning.ecourse_evaluation later
    using elearning.ecourse_evaluation earlier
    where later.license_id = earlier.license_id and (later.created, later.id) > (earlier.created, earlier.id)`.execute(db);
  await sql`create unique index ecourse_evaluation_one_per_license on elearning.ecourse_evaluation (license_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index elearning.ecourse_evaluation_one_per_license`.execute(db);
}
