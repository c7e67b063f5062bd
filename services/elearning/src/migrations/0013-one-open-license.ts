import { sql, type Kysely } from 'kysely';

// Issue 11 finding 2: two adds of the same person at once made two licences, as each read "no licence" before
// either inserted. The database now holds the rule: one open licence (neither cancelled nor completed) per
// user and course. A completed licence may stand beside a new one (a refresher, a course programme), as the
// demo data shows. Duplicates made before keep their oldest open licence; the others are cancelled.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update elearning.license l set cancelled = true, cancelled_at = now()
    where not l.cancelled and l.completed is null and l.user_id is not null
      and exists (
        select 1 from elearning.license older
        where older.ecourse_id = l.ecourse_id and older.user_id = l.user_id
          and not older.cancelled and older.completed is null and older.id < l.id)`.execute(db);
  await sql`create unique index license_open_per_user on elearning.license (ecourse_id, user_id) where user_id is not null and not cancelled and completed is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index elearning.license_open_per_user`.execute(db);
}
