import { addEndpoint, HttpError, RequestValidationError } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { courseLessonEndpoints } from '@atrium/classroom-contract';
import { requireCourse } from './require-course';
import { classroomDb, type ClassroomDb } from '../db';

async function readLessons(db: ClassroomDb, courseId: number) {
  const course = await requireCourse(db, courseId);
  const lessons = await db
    .selectFrom('classroom_course_elearning_lesson')
    .select(['id', 'course_elearning_id as courseElearningId', 'epkg_lesson_id as epkgLessonId', 'description'])
    .where('classroom_course_id', '=', courseId)
    .orderBy('id')
    .execute();
  return { allowed: course.elearning_lessons_allowed, lessons };
}

export const courseLessonRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, courseLessonEndpoints.list, async (request) => readLessons(db, request.params.id));

  addEndpoint(app, courseLessonEndpoints.allow, async (request) => {
    const updated = await db
      .updateTable('classroom_course')
      .set({ elearning_lessons_allowed: request.body.allowed })
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw new HttpError(404, 'Classroom course not found');
    return readLessons(db, request.params.id);
  });

  addEndpoint(app, courseLessonEndpoints.save, async (request) => {
    const course = await requireCourse(db, request.params.id);
    if (!course.elearning_lessons_allowed) throw RequestValidationError.forField('allowed', [], 'clcourse.lessons.notAllowed');
    const { courseElearningId, epkgLessonId, description } = request.body;
    await db
      .insertInto('classroom_course_elearning_lesson')
      .values({ classroom_course_id: course.id, course_elearning_id: courseElearningId, epkg_lesson_id: epkgLessonId, description })
      .onConflict((oc) =>
        oc.columns(['classroom_course_id', 'epkg_lesson_id']).doUpdateSet({ course_elearning_id: courseElearningId, description }),
      )
      .execute();
    return readLessons(db, course.id);
  });

  addEndpoint(app, courseLessonEndpoints.remove, async (request) => {
    await db
      .deleteFrom('classroom_course_elearning_lesson')
      .where('classroom_course_id', '=', request.params.id)
      .where('id', '=', request.params.lessonId)
      .execute();
    return readLessons(db, request.params.id);
  });
};
