import { HttpError, RequestValidationError } from '@atrium/service-core';
import { STATUS_NEW } from '@atrium/classroom-contract';
import type { ClassroomDb } from '../db';
import { happeningsOf, insertHappenings, syncInstanceDates } from './happening-store';

/**
 * Copies an instance with its happenings and texts. The body gives each happening's new date and
 * instructors in the original's order; times and rooms are kept. The copy starts as new (status 1):
 * it is another run that has to be confirmed and opened for sale again. Call inside a transaction.
 */
export async function copyInstance(
  db: ClassroomDb,
  sourceId: number,
  happenings: { date: string; instructors: number[] }[],
): Promise<number> {
  const source = await db.selectFrom('classroom_course_instance').selectAll().where('id', '=', sourceId).executeTakeFirst();
  if (!source) throw new HttpError(404, 'Course instance not found');
  const originals = await happeningsOf(db, [sourceId]);
  if (originals.length !== happenings.length) {
    throw RequestValidationError.forField('body', ['happenings'], 'validation.stale');
  }
  // The copy's own happenings and place start its change times (document 002 §4).
  const {
    id: _id,
    uuid: _uuid,
    start_date: _start,
    end_date: _end,
    dates_changed_at: _dates,
    place_changed_at: _place,
    ...columns
  } = source;
  const copy = await db
    .insertInto('classroom_course_instance')
    .values({ ...columns, status: STATUS_NEW })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertHappenings(
    db,
    copy.id,
    originals.map((original, i) => ({ ...original, date: happenings[i]!.date, instructors: happenings[i]!.instructors })),
  );
  await db
    .insertInto('classroom_course_instance_text')
    .columns(['cli_id', 'locale', 'texts'])
    .expression((eb) =>
      eb
        .selectFrom('classroom_course_instance_text')
        .select([eb.val(copy.id).as('cli_id'), 'locale', 'texts'])
        .where('cli_id', '=', sourceId),
    )
    .execute();
  await syncInstanceDates(db, copy.id);
  return copy.id;
}

/**
 * Makes parentId the group course of childId. Adding a child twice changes nothing; an instance
 * cannot be its own group course, nor the group course of its own group course.
 */
export async function addParentCourse(db: ClassroomDb, childId: number, parentId: number): Promise<void> {
  if (childId === parentId) throw RequestValidationError.forField('body', ['parentId'], 'clicourse.group.self');
  const rows = await db
    .selectFrom('classroom_course_instance')
    .select(['id', 'parent_id'])
    .where('id', 'in', [childId, parentId])
    .execute();
  const child = rows.find((row) => row.id === childId);
  const parent = rows.find((row) => row.id === parentId);
  if (!child) throw new HttpError(404, 'Course instance not found');
  if (!parent) throw new HttpError(404, 'Group course not found');
  if (parent.parent_id === childId) throw RequestValidationError.forField('body', ['parentId'], 'clicourse.group.cycle');
  if (child.parent_id === parentId) return;
  await db.updateTable('classroom_course_instance').set({ parent_id: parentId }).where('id', '=', childId).execute();
}
