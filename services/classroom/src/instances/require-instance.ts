import { HttpError } from '@atrium/service-core';
import type { ClassroomDb } from '../db';

/** 404 unless the instance exists: every per-instance call answers the same for an unknown instance. */
export async function requireInstance(db: ClassroomDb, id: number): Promise<void> {
  const instance = await db.selectFrom('classroom_course_instance').select('id').where('id', '=', id).executeTakeFirst();
  if (!instance) throw new HttpError(404, 'Course instance not found');
}
