import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // docs/decisions/0100-failed-is-not-completed.md: a failed result never completes a licence. Licences the
  // runtime completed while their result is failed (not approved by staff) are put back to not passed, and
  // the competence expiry they were given goes with it.
  await sql`
    update elearning.license
    set completed = null, not_passed = true, completion_status = 'incomplete', competence_expires = null
    where success_status = 'failed' and completed is not null and approved is null`.execute(db);
}

export async function down(): Promise<void> {
  // The completion dates given to failed results are not restored.
}
