import { HttpError } from '@atrium/service-core';
import { sql, type Kysely } from 'kysely';
import { STATUS_CANCELLED, type Clash, type clashCheckSchema } from '@atrium/classroom-contract';
import type { z } from 'zod';
import { personNames } from '../courses/published-lookups';
import type { ClassroomDb } from '../db';

type Check = z.output<typeof clashCheckSchema>;

interface Slot {
  date: string;
  fromTime: string;
  toTime: string;
  room: number | null;
  instructors: number[];
}

/**
 * Everything the instance would clash with (decision 0176): another live instance's happening on the same day whose
 * time overlaps one of ours and that has one of our instructors or our room, or that a person to add (or already
 * attending ours) attends. Touching ends (one ends at 12:00, the next starts at 12:00) do not clash.
 */
export async function findClashes(db: ClassroomDb, check: Check): Promise<Clash[]> {
  const instance = await db.selectFrom('classroom_course_instance').select('id').where('id', '=', check.cliId).executeTakeFirst();
  if (!instance) throw new HttpError(404, 'Course instance not found');
  const slots: Slot[] =
    check.happenings ??
    (
      await db
        .selectFrom('classroom_happening as h')
        .select(['h.date', 'h.from_time', 'h.to_time', 'h.room_id'])
        .select(
          sql<
            number[]
          >`coalesce((select array_agg(hi.instructor_id) from classroom.classroom_happening_instructor hi where hi.happening_id = h.id), '{}')`.as(
            'instructors',
          ),
        )
        .where('h.cli_id', '=', check.cliId)
        .execute()
    ).map((h) => ({ date: h.date, fromTime: h.from_time, toTime: h.to_time, room: h.room_id, instructors: h.instructors }));
  if (slots.length === 0) return [];
  const attending = await db
    .selectFrom('participant')
    .select('user_id')
    .where('cli_id', '=', check.cliId)
    .where('status', 'not in', ['cancelled', 'coursecancelled'])
    .execute();
  const people = [...new Set([...check.userIds, ...attending.map((row) => row.user_id)])];
  const clashes: Clash[] = [];
  for (const slot of slots) {
    const others = await db
      .selectFrom('classroom_happening as h')
      .innerJoin('classroom_course_instance as i', 'i.id', 'h.cli_id')
      .innerJoin('classroom_course as c', 'c.id', 'i.classroom_course_id')
      .select(['h.id', 'h.cli_id', 'h.date', 'h.from_time', 'h.to_time', 'h.room_id', 'c.internal_name'])
      .select(
        sql<
          number[]
        >`coalesce((select array_agg(hi.instructor_id) from classroom.classroom_happening_instructor hi where hi.happening_id = h.id), '{}')`.as(
          'instructors',
        ),
      )
      .where('h.cli_id', '!=', check.cliId)
      .where('i.status', '!=', STATUS_CANCELLED)
      .where('h.date', '=', slot.date)
      .where('h.from_time', '<', slot.toTime)
      .where('h.to_time', '>', slot.fromTime)
      .execute();
    for (const other of others) {
      const at = {
        otherInstanceId: other.cli_id,
        otherTitle: other.internal_name,
        date: other.date,
        fromTime: other.from_time.slice(0, 5),
        toTime: other.to_time.slice(0, 5),
      };
      for (const instructor of slot.instructors.filter((id) => other.instructors.includes(id)))
        clashes.push({ kind: 'instructor', who: instructor, name: null, ...at });
      if (slot.room !== null && other.room_id === slot.room) clashes.push({ kind: 'room', who: slot.room, name: null, ...at });
      if (people.length > 0) {
        const both = await db
          .selectFrom('participant')
          .select('user_id')
          .distinct()
          .where('cli_id', '=', other.cli_id)
          .where('user_id', 'in', people)
          .where('status', 'not in', ['cancelled', 'coursecancelled'])
          .execute();
        for (const row of both) clashes.push({ kind: 'participant', who: row.user_id, name: null, ...at });
      }
    }
  }
  return named(db, dedupe(clashes));
}

function dedupe(clashes: Clash[]): Clash[] {
  const seen = new Set<string>();
  return clashes.filter((clash) => {
    const key = `${clash.kind}/${clash.who}/${clash.otherInstanceId}/${clash.date}/${clash.fromTime}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** People by name from the users area, rooms by their name. */
async function named(db: ClassroomDb, clashes: Clash[]): Promise<Clash[]> {
  const people = await personNames(
    db as Kysely<any>,
    clashes.filter((clash) => clash.kind !== 'room').map((clash) => clash.who),
  );
  const roomIds = clashes.filter((clash) => clash.kind === 'room').map((clash) => clash.who);
  const rooms = await db
    .selectFrom('course_place_room')
    .select(['id', 'name'])
    .where('id', 'in', [0, ...roomIds])
    .execute();
  return clashes.map((clash) => ({
    ...clash,
    name: clash.kind === 'room' ? (rooms.find((room) => room.id === clash.who)?.name ?? null) : (people.get(clash.who) ?? null),
  }));
}
