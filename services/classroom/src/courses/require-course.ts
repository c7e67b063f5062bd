import { HttpError } from '@atrium/service-core';
import type { Transaction } from 'kysely';
import type { ClassroomDb, ClassroomTables } from '../db';

/** The course's row, or 404: every per-course call answers the same for an unknown course. */
export async function requireCourse(db: ClassroomDb | Transaction<ClassroomTables>, id: number) {
  const course = await db.selectFrom('classroom_course').selectAll().where('id', '=', id).executeTakeFirst();
  if (!course) throw new HttpError(404, 'Classroom course not found');
  return course;
}

export async function requireCourseByUuid(db: ClassroomDb, uuid: string) {
  const course = await db.selectFrom('classroom_course').select(['id', 'uuid']).where('uuid', '=', uuid).executeTakeFirst();
  if (!course) throw new HttpError(404, 'Classroom course not found');
  return course;
}
