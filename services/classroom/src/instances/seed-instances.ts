import type { Kysely } from 'kysely';
import { consecutiveDays, defaultHappeningTime } from '@atrium/classroom-contract';
import { classroomDb } from '../db';
import { seedCoursePlaceRatings, seedCoursePlaces } from '../course-place/seed-course-places';

const TASK_SETS = ['Standard kurs', 'Bedriftsintern kurs', 'Offshore med basseng'];

// Ids of the users and company areas' demo data (no cross-schema lookups): Ingrid Instruktør is
// user 3; Nordsjø Energi AS is customer 2, whose admin Carl Company is user 4.
const DEMO_INSTRUCTOR = 3;
const DEMO_CUSTOMER = 2;
const DEMO_CUSTOMER_ADMIN = 4;

/** Per course: runs 60 and 20 days ago, and 10, 40 and 90 days ahead, with one happening per course day. */
const OFFSETS = [-60, -20, 10, 40, 90];
const STATUS_BY_OFFSET = [5, 5, 3, 2, 1];

function isoDay(offsetDays: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offsetDays);
  return day.toISOString().slice(0, 10);
}

export async function seedInstanceDemo(shared: Kysely<any>): Promise<void> {
  const db = classroomDb(shared);
  const roomsByPlace = await seedCoursePlaces(db);
  await db
    .insertInto('task_set')
    .values(TASK_SETS.map((name) => ({ name })))
    .execute();

  const courses = await db
    .selectFrom('classroom_course')
    .select(['id', 'length_days', 'course_date_times', 'skus', 'course_languages'])
    .orderBy('id')
    .execute();
  for (const [index, course] of courses.entries()) {
    const swedish = course.course_languages.includes('sv_SE');
    const place = roomsByPlace[swedish ? 3 : index % 3]!;
    for (const [run, offset] of OFFSETS.entries()) {
      const internal = index % 7 === 0 && run === 3;
      const first = isoDay(offset + (index % 5));
      const days = consecutiveDays(first, Math.max(1, course.length_days));
      const { id } = await db
        .insertInto('classroom_course_instance')
        .values({
          classroom_course_id: course.id,
          locale: swedish ? 'sv_SE' : 'nb_NO',
          status: index % 11 === 4 && run === 2 ? 4 : STATUS_BY_OFFSET[run]!,
          sku: Object.values(course.skus)[0] ?? null,
          start_date: days[0]!,
          end_date: days.at(-1)!,
          length_days: days.length,
          min_participants: 4,
          max_participants: 16,
          price: null,
          currency: swedish ? 'SEK' : 'NOK',
          course_internal: internal,
          customer_id: internal ? DEMO_CUSTOMER : null,
          internal_price: internal ? 4500000 : null,
          order_reference: internal ? `PO-${4500 + index}` : null,
          customer_contact_person_id: internal ? DEMO_CUSTOMER_ADMIN : null,
          course_place_id: place.placeId,
          course_place_confirmed: run < 3,
          is_atrium_course_place_responsible: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const time = defaultHappeningTime(course.course_date_times);
      const happenings = await db
        .insertInto('classroom_happening')
        .values(
          days.map((date) => ({
            cli_id: id,
            date,
            from_time: time.fromTime,
            to_time: time.toTime,
            room_id: place.roomIds[(index + run) % place.roomIds.length]!,
          })),
        )
        .returning('id')
        .execute();
      if ((index + run) % 2 === 0) {
        await db
          .insertInto('classroom_happening_instructor')
          .values(happenings.map((h) => ({ happening_id: h.id, instructor_id: DEMO_INSTRUCTOR })))
          .execute();
      }
    }
  }
  await seedCoursePlaceRatings(db);
}
