import { addEndpoint, HttpError, principalOf, RequestValidationError } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { instanceTestEndpoints as endpoints } from '@atrium/classroom-contract';
import { classroomDb } from '../db';
import { requireRunner } from './instructor-access';
import { INSTANCE_TEST_COLUMNS, ownTestsOf } from './instance-test-store';

/** An instance's pre-test and exams and the task sets they use (document 002 §7; decision 0227). */
export const instanceTestRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, endpoints.taskSets, async (request) => {
    const { instanceId } = request.params;
    await requireRunner(db, principalOf(request), instanceId);
    const instance = await db
      .selectFrom('classroom_course_instance')
      .select('task_sets')
      .where('id', '=', instanceId)
      .executeTakeFirstOrThrow();
    const sets = await db.selectFrom('task_set').select(['id', 'name']).orderBy('name').orderBy('id').execute();
    const chosen = new Set(instance.task_sets);
    return sets.map((set) => ({ ...set, onInstance: chosen.has(set.id) })).sort((a, b) => Number(b.onInstance) - Number(a.onInstance));
  });

  addEndpoint(app, endpoints.update, async (request) => {
    const { classroomCourseInstanceId: cliId, test } = request.body;
    await requireRunner(db, principalOf(request), cliId);
    if (test.questionSetId !== null) {
      const set = await db.selectFrom('task_set').select('id').where('id', '=', test.questionSetId).executeTakeFirst();
      if (!set) throw RequestValidationError.forField('body', ['test', 'questionSetId'], 'validation.unknownChoice');
    }
    return db.transaction().execute(async (trx) => {
      const copies = await ownTestsOf(trx, cliId);
      if (test.id !== undefined) {
        // The page may name a course test it showed before this change copied them: its copy is meant.
        const updated = await trx
          .updateTable('instance_test')
          .set({ question_set_id: test.questionSetId, test_type: test.testType })
          .where('cli_id', '=', cliId)
          .where('id', '=', copies.get(test.id) ?? test.id)
          .returning(INSTANCE_TEST_COLUMNS)
          .executeTakeFirst();
        if (!updated) throw new HttpError(404, 'Test not found');
        return updated;
      }
      if (test.testType !== 'preTest') throw RequestValidationError.forField('body', ['test', 'id'], 'validation.unknownChoice');
      return trx
        .insertInto('instance_test')
        .values({ cli_id: cliId, test_type: 'preTest', question_set_id: test.questionSetId })
        .onConflict((oc) => oc.column('cli_id').where('test_type', '=', 'preTest').doUpdateSet({ question_set_id: test.questionSetId }))
        .returning(INSTANCE_TEST_COLUMNS)
        .executeTakeFirstOrThrow();
    });
  });

  addEndpoint(app, endpoints.addExam, async (request) => {
    const instance = await db
      .selectFrom('classroom_course_instance')
      .select('id')
      .where('uuid', '=', request.params.instanceUUID)
      .executeTakeFirst();
    if (!instance) throw new HttpError(404, 'Course instance not found');
    await requireRunner(db, principalOf(request), instance.id);
    return db.transaction().execute(async (trx) => {
      await ownTestsOf(trx, instance.id);
      const exam = await trx
        .insertInto('instance_test')
        .values({ cli_id: instance.id, test_type: 'exam', question_set_id: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: exam.id, testType: 'exam' as const, questionSetId: null };
    });
  });
};
