import { HttpError, RequestValidationError } from '@atrium/service-core';
import { personContacts } from '../courses/published-lookups';
import type { ClassroomDb } from '../db';
import { lockInstance, type Trx } from '../classroom-management/managed-instance';
import { queueInstanceMail } from '../classroom-management/instance-mail';
import { mailLocale } from '../classroom-management/instance-mail-text';
import { INSTRUCTOR_CANCEL_MAIL } from './instructor-cancel-mail';

/**
 * Decision 0244: the instructor leaves the course dates named. Each date they teach loses them and keeps a
 * cancellation row; a date they already left is skipped, so a repeat changes nothing. A date of another instance is a
 * 400, a date they neither teach nor left a 403. The course's responsible person (else its subject responsible) is
 * e-mailed in the same transaction, filed under the instance's e-mails.
 */
export async function cancelInstructor(
  db: ClassroomDb,
  cliId: number,
  instructorId: number,
  change: { happeningIds: readonly number[]; comment: string },
): Promise<{ stillTeaching: boolean }> {
  return db.transaction().execute(async (trx) => {
    const instance = await lockInstance(trx, cliId);
    const ids = [...new Set(change.happeningIds)];
    const happenings = await trx
      .selectFrom('classroom_happening as h')
      .leftJoin('classroom_happening_instructor as hi', (join) =>
        join.onRef('hi.happening_id', '=', 'h.id').on('hi.instructor_id', '=', instructorId),
      )
      .leftJoin('instructor_cancellation as ic', (join) =>
        join.onRef('ic.happening_id', '=', 'h.id').on('ic.instructor_id', '=', instructorId),
      )
      .select(['h.id', 'h.cli_id', 'h.date', 'h.from_time', 'h.to_time', 'hi.instructor_id as teaches', 'ic.instructor_id as left'])
      .where('h.id', 'in', ids)
      .orderBy('h.date')
      .orderBy('h.from_time')
      .execute();
    if (happenings.length !== ids.length || happenings.some((h) => h.cli_id !== cliId))
      throw new RequestValidationError('body.happeningIds: dates of another course instance', { 'body.happeningIds': 'other instance' });
    if (happenings.some((h) => h.teaches === null && h.left === null)) throw new HttpError(403, 'Not an instructor of this course date');
    const leaving = happenings.filter((h) => h.teaches !== null);
    if (leaving.length > 0) {
      await trx
        .insertInto('instructor_cancellation')
        .values(leaving.map((h) => ({ happening_id: h.id, cli_id: cliId, instructor_id: instructorId, comment: change.comment || null })))
        .onConflict((oc) => oc.columns(['happening_id', 'instructor_id']).doNothing())
        .execute();
      await trx
        .deleteFrom('classroom_happening_instructor')
        .where('instructor_id', '=', instructorId)
        .where(
          'happening_id',
          'in',
          leaving.map((h) => h.id),
        )
        .execute();
      const dates = leaving.map((h) => `${h.date} ${h.from_time.slice(0, 5)}–${h.to_time.slice(0, 5)}`);
      await tellCourseStaff(trx, instance, instructorId, dates, change.comment);
    }
    const still = await trx
      .selectFrom('classroom_happening as h')
      .innerJoin('classroom_happening_instructor as hi', 'hi.happening_id', 'h.id')
      .select('h.id')
      .where('h.cli_id', '=', cliId)
      .where('hi.instructor_id', '=', instructorId)
      .executeTakeFirst();
    return { stillTeaching: still !== undefined };
  });
}

async function tellCourseStaff(
  trx: Trx,
  instance: { id: number; classroom_course_id: number; internal_name: string },
  instructorId: number,
  dates: readonly string[],
  comment: string,
): Promise<void> {
  const course = await trx
    .selectFrom('classroom_course')
    .select(['course_responsible', 'subject_responsible'])
    .where('id', '=', instance.classroom_course_id)
    .executeTakeFirstOrThrow();
  const staffId = course.course_responsible ?? course.subject_responsible;
  const people = await personContacts(trx, staffId === null ? [instructorId] : [staffId, instructorId]);
  const staff = staffId === null ? undefined : people.get(staffId);
  if (!staff?.email) return;
  const instructor = people.get(instructorId)?.name ?? `#${instructorId}`;
  await queueInstanceMail(trx, instance.id, 'instructorCancelled', {
    to: staff.email,
    ...INSTRUCTOR_CANCEL_MAIL[mailLocale(staff.locale)]({
      course: instance.internal_name,
      instanceId: instance.id,
      instructor,
      dates,
      comment,
      name: staff.name,
    }),
  });
}
