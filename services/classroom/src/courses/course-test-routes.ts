import { addEndpoint, HttpError, RequestValidationError } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { courseTestEndpoints } from '@atrium/classroom-contract';
import { requireCourse, requireCourseByUuid } from './require-course';
import { classroomDb } from '../db';

const TEST_COLUMNS = ['id', 'test_type as testType', 'question_set_id as questionSetId'] as const;

export const courseTestRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, courseTestEndpoints.list, async (request) => {
    const course = await requireCourseByUuid(db, request.params.uuid);
    const tests = await db
      .selectFrom('classroom_course_test')
      .select(TEST_COLUMNS)
      .where('classroom_course_id', '=', course.id)
      .orderBy('id')
      .execute();
    return {
      classroomCourseTests: {
        preTest: tests.find((test) => test.testType === 'preTest') ?? null,
        exams: tests.filter((test) => test.testType === 'exam'),
      },
    };
  });

  addEndpoint(app, courseTestEndpoints.update, async (request) => {
    const { classroomCourseId, test } = request.body;
    return db.transaction().execute(async (trx) => {
      await requireCourse(trx, classroomCourseId);
      if (test.id !== undefined) {
        const updated = await trx
          .updateTable('classroom_course_test')
          .set({ question_set_id: test.questionSetId, test_type: test.testType })
          .where('id', '=', test.id)
          .where('classroom_course_id', '=', classroomCourseId)
          .returning(TEST_COLUMNS)
          .executeTakeFirst();
        if (!updated) throw new HttpError(404, 'Test not found');
        return updated;
      }
      if (test.testType !== 'preTest') throw RequestValidationError.forField('body', ['test', 'id'], 'validation.unknownChoice');
      // A course has one pre-test: setting it again replaces the question set.
      return trx
        .insertInto('classroom_course_test')
        .values({ classroom_course_id: classroomCourseId, test_type: 'preTest', question_set_id: test.questionSetId })
        .onConflict((oc) =>
          oc.column('classroom_course_id').where('test_type', '=', 'preTest').doUpdateSet({ question_set_id: test.questionSetId }),
        )
        .returning(TEST_COLUMNS)
        .executeTakeFirstOrThrow();
    });
  });

  addEndpoint(app, courseTestEndpoints.addExam, async (request) => {
    const course = await requireCourseByUuid(db, request.params.uuid);
    const exam = await db
      .insertInto('classroom_course_test')
      .values({ classroom_course_id: course.id, test_type: 'exam', question_set_id: null })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    return { id: exam.id, testType: 'exam' as const, questionSetId: null };
  });
};
