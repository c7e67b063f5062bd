import { HttpError, hasAnyRole, RequestValidationError, type Principal } from '@atrium/service-core';
import { COURSE_ADMINS } from '@atrium/core-contract';
import type { Kysely } from 'kysely';
import type { ClassroomTables } from '../db';

/**
 * Course staff run every instance; an instructor only those where they teach a happening (document 002 §6).
 * 404 for an unknown instance, 403 for one the instructor does not teach.
 */
export async function requireRunner(db: Kysely<ClassroomTables>, principal: Principal, cliId: number): Promise<void> {
  const instance = await db
    .selectFrom('classroom_course_instance as i')
    .select((eb) => [
      'i.id',
      eb
        .exists(
          eb
            .selectFrom('classroom_happening as h')
            .innerJoin('classroom_happening_instructor as hi', 'hi.happening_id', 'h.id')
            .whereRef('h.cli_id', '=', 'i.id')
            .where('hi.instructor_id', '=', principal.userId),
        )
        .as('teaches'),
    ])
    .where('i.id', '=', cliId)
    .executeTakeFirst();
  if (!instance) throw new HttpError(404, 'Course instance not found');
  if (!instance.teaches && !hasAnyRole(principal, COURSE_ADMINS)) throw new HttpError(403, 'Not an instructor of this course instance');
}

/** The instance of each participation named; all must be of one instance, which the caller must run. */
export async function requireRunnerOfParticipants(
  db: Kysely<ClassroomTables>,
  principal: Principal,
  ids: readonly number[],
): Promise<number> {
  const rows = await db
    .selectFrom('participant')
    .select('cli_id')
    .distinct()
    .where('id', 'in', [...ids])
    .execute();
  const found = await db
    .selectFrom('participant')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  if (found.length !== new Set(ids).size) throw new HttpError(404, 'license.notFound');
  if (rows.length !== 1) throw new RequestValidationError('body.ids: participants of one course instance', { 'body.ids': 'one instance' });
  await requireRunner(db, principal, rows[0]!.cli_id);
  return rows[0]!.cli_id;
}
