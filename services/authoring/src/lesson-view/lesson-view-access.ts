import { COURSE_ADMINS, HttpError, hasAnyRole, INSTRUCTORS, type Principal } from '@atrium/service-core';
import type { Kysely } from 'kysely';
import type { AuthoringDb } from '../db';
import { instructorMayViewLesson } from './published-lesson-access';

/**
 * The lesson the caller may view (decision 0251): course staff of the lesson's customer (decision 0190), or an
 * instructor of a classroom course linking it. Any other lesson is a 404, so ids cannot be probed.
 */
export async function viewableLesson(db: AuthoringDb, shared: Kysely<any>, principal: Principal, id: number) {
  const lesson = await db.selectFrom('lesson').selectAll().where('id', '=', id).executeTakeFirst();
  if (lesson) {
    if (hasAnyRole(principal, COURSE_ADMINS) && principal.activeCustomerId === lesson.customer_id) return lesson;
    if (hasAnyRole(principal, INSTRUCTORS) && (await instructorMayViewLesson(shared, principal.userId, id))) return lesson;
  }
  throw new HttpError(404, 'Lesson not found');
}
