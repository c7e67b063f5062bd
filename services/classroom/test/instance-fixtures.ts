import type { Kysely } from 'kysely';
import { classroomDb } from '../src/db';

export async function insertPlace(shared: Kysely<any>, name: string, rooms: string[]): Promise<{ placeId: number; roomIds: number[] }> {
  const db = classroomDb(shared);
  const { id } = await db
    .insertInto('course_place')
    .values({ name, abbreviation: null, address_line: null, city: 'Oslo' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const inserted = await db
    .insertInto('course_place_room')
    .values(rooms.map((room) => ({ course_place_id: id, name: room })))
    .returning('id')
    .execute();
  return { placeId: id, roomIds: inserted.map((room) => room.id) };
}

export async function setCourseDays(shared: Kysely<any>, courseId: number, days: number, dateTimes: string | null): Promise<void> {
  await classroomDb(shared)
    .updateTable('classroom_course')
    .set({ length_days: days, course_date_times: dateTimes })
    .where('id', '=', courseId)
    .execute();
}
