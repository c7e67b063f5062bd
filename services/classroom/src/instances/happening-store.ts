import { HttpError, RequestValidationError } from '@atrium/service-core';
import { sql } from 'kysely';
import { consecutiveDays, defaultHappeningTime, type Happening } from '@atrium/classroom-contract';
import type { ClassroomDb } from '../db';

interface HappeningInput {
  date: string;
  fromTime: string;
  toTime: string;
  room: number | null;
  instructors: number[];
}

/** The happenings of the given instances with their instructor ids: one query, whatever the count. */
export async function happeningsOf(db: ClassroomDb, cliIds: number[]): Promise<Happening[]> {
  if (cliIds.length === 0) return [];
  const rows = await db
    .selectFrom('classroom_happening as h')
    .select((eb) => [
      'h.id',
      'h.cli_id',
      'h.date',
      sql<string>`to_char(h.from_time, 'HH24:MI')`.as('from_time'),
      sql<string>`to_char(h.to_time, 'HH24:MI')`.as('to_time'),
      'h.room_id',
      eb
        .fn<number[]>('array', [
          eb
            .selectFrom('classroom_happening_instructor as hi')
            .select('hi.instructor_id')
            .whereRef('hi.happening_id', '=', 'h.id')
            .orderBy('hi.instructor_id'),
        ])
        .as('instructors'),
    ])
    .where('h.cli_id', '=', sql<number>`any(${cliIds}::int[])`)
    .orderBy('h.cli_id')
    .orderBy('h.date')
    .orderBy('h.from_time')
    .orderBy('h.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    cliId: row.cli_id,
    date: row.date,
    fromTime: row.from_time,
    toTime: row.to_time,
    room: row.room_id,
    instructors: row.instructors,
  }));
}

/** Start and end date follow the earliest and latest happening (document 000 §4). */
export async function syncInstanceDates(db: ClassroomDb, cliId: number): Promise<void> {
  await db
    .updateTable('classroom_course_instance as i')
    .set((eb) => ({
      start_date: eb
        .selectFrom('classroom_happening as h')
        .select((e) => e.fn.min('h.date').as('d'))
        .whereRef('h.cli_id', '=', 'i.id'),
      end_date: eb
        .selectFrom('classroom_happening as h')
        .select((e) => e.fn.max('h.date').as('d'))
        .whereRef('h.cli_id', '=', 'i.id'),
    }))
    .where('i.id', '=', cliId)
    .execute();
}

async function assertRoomsExist(db: ClassroomDb, happenings: HappeningInput[], field: string): Promise<void> {
  const roomIds = [...new Set(happenings.flatMap((h) => (h.room === null ? [] : [h.room])))];
  if (roomIds.length === 0) return;
  const found = await db.selectFrom('course_place_room').select('id').where('id', 'in', roomIds).execute();
  if (found.length !== roomIds.length) throw RequestValidationError.forField(field, ['room'], 'validation.unknownChoice');
}

async function setInstructors(db: ClassroomDb, happeningId: number, instructors: number[]): Promise<void> {
  await db.deleteFrom('classroom_happening_instructor').where('happening_id', '=', happeningId).execute();
  const unique = [...new Set(instructors)];
  if (unique.length > 0) {
    await db
      .insertInto('classroom_happening_instructor')
      .values(unique.map((instructor_id) => ({ happening_id: happeningId, instructor_id })))
      .execute();
  }
}

/** Call inside a transaction; the caller syncs the instance dates afterwards. */
export async function insertHappenings(db: ClassroomDb, cliId: number, happenings: HappeningInput[], field = 'body'): Promise<number[]> {
  if (happenings.length === 0) return [];
  await assertRoomsExist(db, happenings, field);
  const rows = await db
    .insertInto('classroom_happening')
    .values(happenings.map((h) => ({ cli_id: cliId, date: h.date, from_time: h.fromTime, to_time: h.toTime, room_id: h.room })))
    .returning('id')
    .execute();
  const links = rows.flatMap((row, i) =>
    [...new Set(happenings[i]!.instructors)].map((instructor_id) => ({ happening_id: row.id, instructor_id })),
  );
  if (links.length > 0) await db.insertInto('classroom_happening_instructor').values(links).execute();
  return rows.map((row) => row.id);
}

/** Call inside a transaction. Returns the instance id of the happening, or throws 404. */
export async function updateHappening(
  db: ClassroomDb,
  happening: HappeningInput & { id: number },
  field = 'body',
  cliId?: number,
): Promise<number> {
  await assertRoomsExist(db, [happening], field);
  let query = db
    .updateTable('classroom_happening')
    .set({ date: happening.date, from_time: happening.fromTime, to_time: happening.toTime, room_id: happening.room })
    .where('id', '=', happening.id);
  if (cliId !== undefined) query = query.where('cli_id', '=', cliId);
  const row = await query.returning('cli_id').executeTakeFirst();
  if (!row) throw new HttpError(404, `Happening ${happening.id} not found`);
  await setInstructors(db, happening.id, happening.instructors);
  return row.cli_id;
}

/**
 * Document 000 §4: an existing instance without happenings gets one per course day, on consecutive
 * days from its start date (today when it has none), at the course's first day time or 08:00-16:00.
 * Call inside a transaction; the instance row is locked so two callers do not both create them.
 */
export async function ensureHappenings(db: ClassroomDb, cliId: number, firstDate?: string): Promise<void> {
  const instance = await db
    .selectFrom('classroom_course_instance as i')
    .innerJoin('classroom_course as c', 'c.id', 'i.classroom_course_id')
    .select(['i.id', 'i.start_date', 'c.length_days', 'c.course_date_times'])
    .where('i.id', '=', cliId)
    .forUpdate('i')
    .executeTakeFirst();
  if (!instance) throw new HttpError(404, 'Course instance not found');
  const existing = await db.selectFrom('classroom_happening').select('id').where('cli_id', '=', cliId).limit(1).executeTakeFirst();
  if (existing) return;
  const time = defaultHappeningTime(instance.course_date_times);
  const first =
    firstDate ?? instance.start_date ?? (await sql<{ today: string }>`select current_date::text as today`.execute(db)).rows[0]!.today;
  const days = consecutiveDays(first, Math.max(1, instance.length_days));
  await insertHappenings(
    db,
    cliId,
    days.map((date) => ({ date, ...time, room: null, instructors: [] })),
  );
  await syncInstanceDates(db, cliId);
}
