import type { InstanceTests } from '@atrium/classroom-contract';
import type { ClassroomDb } from '../db';
import type { Trx } from '../classroom-management/managed-instance';

const TEST_COLUMNS = ['id', 'test_type as testType', 'question_set_id as questionSetId'] as const;

const grouped = (tests: InstanceTests['exams'], inherited: boolean): InstanceTests => ({
  preTest: tests.find((test) => test.testType === 'preTest') ?? null,
  exams: tests.filter((test) => test.testType === 'exam'),
  inherited,
});

/** The instance's own tests, else its course's (decision 0227). */
export async function instanceTests(db: ClassroomDb, cliId: number): Promise<InstanceTests> {
  const own = await db.selectFrom('instance_test').select(TEST_COLUMNS).where('cli_id', '=', cliId).orderBy('id').execute();
  if (own.length > 0) return grouped(own, false);
  const course = await db
    .selectFrom('classroom_course_test as t')
    .innerJoin('classroom_course_instance as i', 'i.classroom_course_id', 't.classroom_course_id')
    .select(['t.id', 't.test_type as testType', 't.question_set_id as questionSetId'])
    .where('i.id', '=', cliId)
    .orderBy('t.id')
    .execute();
  return grouped(course, course.length > 0);
}

/**
 * Locks the instance and gives it copies of the course's tests when it has none of its own yet, so a first change
 * keeps the course's other tests. Answers which copy stands for which course test, as the page showed the course's
 * ids before. Concurrent first changes wait on the lock; the second finds the copies.
 */
export async function ownTestsOf(trx: Trx, cliId: number): Promise<Map<number, number>> {
  const instance = await trx
    .selectFrom('classroom_course_instance')
    .select('classroom_course_id')
    .where('id', '=', cliId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const copies = new Map<number, number>();
  const own = await trx.selectFrom('instance_test').select('id').where('cli_id', '=', cliId).limit(1).executeTakeFirst();
  if (own) return copies;
  const course = await trx
    .selectFrom('classroom_course_test as t')
    // A course's question set that is no task set is left open (an instance's refer to task sets).
    .leftJoin('task_set as s', 's.id', 't.question_set_id')
    .select(['t.id', 't.test_type', 's.id as question_set_id'])
    .where('t.classroom_course_id', '=', instance.classroom_course_id)
    .orderBy('t.id')
    .execute();
  for (const test of course) {
    const copy = await trx
      .insertInto('instance_test')
      .values({ cli_id: cliId, test_type: test.test_type, question_set_id: test.question_set_id })
      .returning('id')
      .executeTakeFirstOrThrow();
    copies.set(test.id, copy.id);
  }
  return copies;
}

export const INSTANCE_TEST_COLUMNS = TEST_COLUMNS;
