import { HttpError } from '@atrium/service-core';
import type { Transaction } from 'kysely';
import type { ElearningDb, ElearningTables } from '../db';

/** The course's row, or 404: every per-course call answers the same for an unknown course. */
export async function requireEcourse(db: ElearningDb | Transaction<ElearningTables>, id: number) {
  const course = await db.selectFrom('ecourse').selectAll().where('id', '=', id).executeTakeFirst();
  if (!course) throw new HttpError(404, 'E-course not found');
  return course;
}
