import { sql, type Kysely } from 'kysely';
import { CALENDAR_POST_ITEMS, CALENDAR_PRE_ITEMS, type CalendarItem } from '@atrium/classroom-contract';
import { personNames } from '../courses/published-lookups';
import type { ClassroomDb } from '../db';

/** When an instance's course dates and place last changed (migration 0088's triggers). */
interface Changes {
  dates_changed_at: Date | null;
  place_changed_at: Date | null;
}

/** Done, and not since overtaken by a change of the course's dates or place. */
const doneSinceChanges = (item: { done: boolean | null; updated: Date } | undefined, changes: Changes) =>
  item?.done === true &&
  [changes.dates_changed_at, changes.place_changed_at].every((changed) => changed === null || changed <= item.updated);

/**
 * Document 002 §4: an item is completed when done after the last change of the course's dates and place; it still
 * needs doing (notDone) when never done or done before such a change, unless marked not required (false).
 */
const stateOf = (item: { done: boolean | null; updated: Date } | undefined, changes: Changes) => {
  const completed = doneSinceChanges(item, changes);
  return { completed, notDone: !completed && item?.done !== false };
};

/**
 * The instances an instructor teaches a happening of between two days, first day first; with
 * includeOld also earlier ones whose post-course items are not all done.
 */
export async function calendarOf(
  db: ClassroomDb,
  instructorId: number,
  range: { dateStart: string; dateEnd: string; includeOldInstancesWithUndoneWorkItems: boolean },
): Promise<CalendarItem[]> {
  const teaching = db
    .selectFrom('classroom_happening as h')
    .innerJoin('classroom_happening_instructor as hi', 'hi.happening_id', 'h.id')
    .select('h.cli_id')
    .where('hi.instructor_id', '=', instructorId);
  // Decision 0244: a course the instructor cancelled themselves from stays in their calendar, marked meCancelled.
  const left = db.selectFrom('instructor_cancellation').select('cli_id').where('instructor_id', '=', instructorId);
  // As stateOf: an item settled (done or not required) counts, unless it was done before the dates or place changed.
  const undonePost = sql<boolean>`exists (select 1 from unnest(${[...CALENDAR_POST_ITEMS]}::text[]) k
    where not exists (select 1 from classroom.work_item w where w.cli_id = i.id and w.key = k and w.done is not null
      and not (w.done and w.updated < coalesce(greatest(i.dates_changed_at, i.place_changed_at), '-infinity'::timestamptz))))`;
  const instances = await db
    .selectFrom('classroom_course_instance as i')
    .innerJoin('classroom_course as c', 'c.id', 'i.classroom_course_id')
    .select(['i.id', 'i.status', 'i.start_date', 'i.dates_changed_at', 'i.place_changed_at', 'c.internal_name'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb.or([eb('i.id', 'in', teaching), eb('i.id', 'in', left)]),
          eb('i.start_date', '<=', range.dateEnd),
          eb(sql`coalesce(i.end_date, i.start_date)`, '>=', range.dateStart),
        ]),
        // Older courses are shown for their undone work, which a course the instructor left no longer asks of them.
        ...(range.includeOldInstancesWithUndoneWorkItems
          ? [eb.and([eb('i.id', 'in', teaching), eb('i.end_date', '<', range.dateStart), undonePost])]
          : []),
      ]),
    )
    .orderBy('i.start_date')
    .orderBy('i.id')
    .execute();
  if (instances.length === 0) return [];
  const ids = instances.map((i) => i.id);
  const [happenings, items, cancellations] = await Promise.all([
    db
      .selectFrom('classroom_happening as h')
      .leftJoin('classroom_happening_instructor as hi', 'hi.happening_id', 'h.id')
      .select(['h.cli_id', 'h.date', 'h.from_time', 'h.to_time', 'hi.instructor_id'])
      .where('h.cli_id', 'in', ids)
      .orderBy('h.date')
      .orderBy('h.from_time')
      .execute(),
    db.selectFrom('work_item').select(['cli_id', 'key', 'done', 'updated']).where('cli_id', 'in', ids).execute(),
    db
      .selectFrom('instructor_cancellation')
      .select(['cli_id', 'instructor_id', (eb) => eb.fn.max('cancelled_at').as('cancelled_at')])
      .where('cli_id', 'in', ids)
      .groupBy(['cli_id', 'instructor_id'])
      .execute(),
  ]);
  const names = await personNames(db as Kysely<any>, [
    ...happenings.flatMap((h) => (h.instructor_id === null ? [] : [h.instructor_id])),
    ...cancellations.map((c) => c.instructor_id),
  ]);
  return instances.map((instance) => {
    const own = happenings.filter((h) => h.cli_id === instance.id);
    const done = new Map(items.filter((w) => w.cli_id === instance.id).map((w) => [w.key, w]));
    const instructorIds = [...new Set(own.flatMap((h) => (h.instructor_id === null ? [] : [h.instructor_id])))];
    // Left every date they taught: cancelled from the course (a date they still teach keeps the course theirs).
    const gone = cancellations.filter((c) => c.cli_id === instance.id && !instructorIds.includes(c.instructor_id));
    const myCancel = gone.find((c) => c.instructor_id === instructorId);
    const meCancelled = myCancel !== undefined;
    const state = (key: string) => {
      const item = stateOf(done.get(key), instance);
      return meCancelled ? { ...item, notDone: false } : item;
    };
    const pre = Object.fromEntries(CALENDAR_PRE_ITEMS.map((key) => [key, state(key)])) as CalendarItem['courseWorkItems']['pre'];
    const post = Object.fromEntries(CALENDAR_POST_ITEMS.map((key) => [key, state(key)])) as CalendarItem['courseWorkItems']['post'];
    const iso = (time: Date | string | null | undefined) => (time ? new Date(time).toISOString() : null);
    const days = new Map(
      own.map((h) => [`${h.date} ${h.from_time}`, { date: h.date, fromTime: h.from_time.slice(0, 5), toTime: h.to_time.slice(0, 5) }]),
    );
    return {
      instanceId: instance.id,
      title: instance.internal_name,
      status: instance.status,
      instructors: [
        ...instructorIds.map((id) => ({ id, name: names.get(id) ?? `#${id}`, meCancelled: false })),
        ...gone.map((c) => ({ id: c.instructor_id, name: names.get(c.instructor_id) ?? `#${c.instructor_id}`, meCancelled: true })),
      ],
      meCancelled,
      datesAndTimes: [...days.values()],
      courseWorkItems: { pre, post },
      workItems: [...CALENDAR_PRE_ITEMS, ...CALENDAR_POST_ITEMS].map((key) => ({
        key,
        timestampLastDone: done.get(key)?.done === true ? iso(done.get(key)?.updated) : null,
        timestampCourseDatesChanged: iso(instance.dates_changed_at),
        timestampCoursePlaceChanged: iso(instance.place_changed_at),
        timestampMeCancelledFromCourse: iso(myCancel?.cancelled_at),
      })),
      allTasksComplete: [...Object.values(pre), ...Object.values(post)].every((state) => !state.notDone),
    };
  });
}
