import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { instructorCancellationsSchema } from '@atrium/classroom-contract';
import { personNames } from '../courses/published-lookups';
import type { ClassroomDb } from '../db';

/** Decision 0244: the instance's instructor cancellations, by course date, for the staff screen. */
export async function instructorCancellations(db: ClassroomDb, cliId: number): Promise<z.infer<typeof instructorCancellationsSchema>> {
  const rows = await db
    .selectFrom('instructor_cancellation as ic')
    .innerJoin('classroom_happening as h', 'h.id', 'ic.happening_id')
    .select(['ic.instructor_id', 'h.date', 'h.from_time', 'h.to_time', 'ic.cancelled_at', 'ic.comment'])
    .where('ic.cli_id', '=', cliId)
    .orderBy('h.date')
    .orderBy('h.from_time')
    .orderBy('ic.cancelled_at')
    .execute();
  const names = await personNames(
    db as Kysely<any>,
    rows.map((row) => row.instructor_id),
  );
  return rows.map((row) => ({
    instructorId: row.instructor_id,
    name: names.get(row.instructor_id) ?? `#${row.instructor_id}`,
    date: row.date,
    fromTime: row.from_time.slice(0, 5),
    toTime: row.to_time.slice(0, 5),
    cancelledAt: row.cancelled_at.toISOString(),
    comment: row.comment,
  }));
}
