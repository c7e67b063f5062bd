import { HttpError, RequestValidationError } from '@atrium/service-core';
import { sql } from 'kysely';
import type { Instance, InstanceListItem, InstanceSpan, InstanceWriteParsed } from '@atrium/classroom-contract';
import type { ClassroomDb } from '../db';
import { instanceColumns, toInstance } from './instance-row';

/** One instance with its happening count and its course's number of days (for the mismatch flag). */
export async function loadInstance(db: ClassroomDb, id: number): Promise<Instance> {
  const row = await db
    .selectFrom('classroom_course_instance as i')
    .innerJoin('classroom_course as c', 'c.id', 'i.classroom_course_id')
    .selectAll('i')
    .select((eb) => [
      'c.length_days as course_days',
      eb
        .selectFrom('classroom_happening as h')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('h.cli_id', '=', 'i.id')
        .as('happening_count'),
    ])
    .where('i.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'Course instance not found');
  return toInstance(row, Number(row.happening_count), row.course_days);
}

export async function assertCourseExists(db: ClassroomDb, courseId: number, field: string): Promise<void> {
  const course = await db.selectFrom('classroom_course').select('id').where('id', '=', courseId).executeTakeFirst();
  if (!course) throw RequestValidationError.forField(field, [], 'validation.unknownChoice');
}

async function assertPlaceExists(db: ClassroomDb, placeId: number | null, field: string): Promise<void> {
  if (placeId === null) return;
  const place = await db.selectFrom('course_place').select('id').where('id', '=', placeId).executeTakeFirst();
  if (!place) throw RequestValidationError.forField(field, [], 'validation.unknownChoice');
}

/** Platform admins alone set task sets (document 000 §6); other writers keep what is stored. */
function columnsFor(write: InstanceWriteParsed, isPlatformAdmin: boolean, storedTaskSets: number[]) {
  const columns = instanceColumns(write);
  return isPlatformAdmin ? columns : { ...columns, task_sets: storedTaskSets };
}

export async function createInstance(db: ClassroomDb, write: InstanceWriteParsed, isPlatformAdmin: boolean): Promise<number> {
  await assertCourseExists(db, write.courseClassroom, 'body.courseClassroom');
  await assertPlaceExists(db, write.coursePlaceId, 'body.coursePlaceId');
  const row = await db
    .insertInto('classroom_course_instance')
    .values(columnsFor(write, isPlatformAdmin, []))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateInstance(db: ClassroomDb, id: number, write: InstanceWriteParsed, isPlatformAdmin: boolean): Promise<void> {
  const stored = await db
    .selectFrom('classroom_course_instance')
    .select(['task_sets', 'parent_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!stored) throw new HttpError(404, 'Course instance not found');
  await assertCourseExists(db, write.courseClassroom, 'body.courseClassroom');
  await assertPlaceExists(db, write.coursePlaceId, 'body.coursePlaceId');
  await db
    .updateTable('classroom_course_instance')
    .set(columnsFor(write, isPlatformAdmin, stored.task_sets))
    .where('id', '=', id)
    .execute();
}

/** Document 000 §9: future is one week ago to ten years ahead; the others are past ranges ending today. */
function spanRange(span: InstanceSpan) {
  switch (span) {
    case 'future':
      return { from: sql<string>`current_date - 7`, to: sql<string>`(current_date + interval '10 years')::date` };
    case '3_months':
      return { from: sql<string>`(current_date - interval '3 months')::date`, to: sql<string>`current_date` };
    case '6_months':
      return { from: sql<string>`(current_date - interval '6 months')::date`, to: sql<string>`current_date` };
    case 'year':
      return { from: sql<string>`(current_date - interval '1 year')::date`, to: sql<string>`current_date` };
  }
}

function listItems(db: ClassroomDb) {
  return db
    .selectFrom('classroom_course_instance as i')
    .leftJoin('course_place as p', 'p.id', 'i.course_place_id')
    .select((eb) => [
      'i.id',
      'i.classroom_course_id',
      'i.status',
      'i.sku',
      'i.start_date',
      'i.end_date',
      'i.course_place_id',
      'p.name as place_name',
      eb
        .selectFrom('classroom_happening as h')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('h.cli_id', '=', 'i.id')
        .as('happening_count'),
    ]);
}

type ListRow = Awaited<ReturnType<ReturnType<typeof listItems>['execute']>>[number];

function toListItem(row: ListRow): InstanceListItem {
  return {
    id: row.id,
    courseClassroom: row.classroom_course_id,
    status: row.status,
    sku: row.sku,
    startDate: row.start_date,
    endDate: row.end_date,
    coursePlaceId: row.course_place_id,
    coursePlaceName: row.place_name,
    happeningCount: Number(row.happening_count),
  };
}

/** A course's instances in the span, by start date; instances not yet dated are shown with the future ones. */
export async function listCourseInstances(db: ClassroomDb, courseId: number, span: InstanceSpan): Promise<InstanceListItem[]> {
  const range = spanRange(span);
  const rows = await listItems(db)
    .where('i.classroom_course_id', '=', courseId)
    .where((eb) =>
      eb.or([
        eb.and([eb('i.start_date', '>=', range.from), eb('i.start_date', '<=', range.to)]),
        ...(span === 'future' ? [eb('i.start_date', 'is', null)] : []),
      ]),
    )
    .orderBy(sql`i.start_date asc nulls last`)
    .orderBy('i.id')
    .execute();
  return rows.map(toListItem);
}

export async function pageInstances(db: ClassroomDb, page: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    listItems(db)
      .orderBy(sql`i.start_date desc nulls first`)
      .orderBy('i.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('classroom_course_instance')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toListItem), total: Number(count.total), page, pageSize };
}
