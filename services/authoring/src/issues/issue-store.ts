import type { issueNewSchema, IssueStatus } from '@atrium/authoring-contract';
import { HttpError, type Principal } from '@atrium/service-core';
import type { z } from 'zod';
import type { AuthoringDb } from '../db';

/** The id of the customer's lesson, task or package by uuid; another customer's is a 404. */
async function idOf(db: AuthoringDb, table: 'lesson' | 'task' | 'package', customerId: number, uuid: string | undefined) {
  if (!uuid) return null;
  const row = await db.selectFrom(table).select('id').where('uuid', '=', uuid).where('customer_id', '=', customerId).executeTakeFirst();
  if (!row) throw new HttpError(404, `${table} not found`);
  return row.id;
}

/** Raises an issue; the message is already shortened at 500 characters by the contract (§5). Answers its uuid. */
export async function raiseIssue(
  db: AuthoringDb,
  customerId: number,
  principal: Principal,
  issue: z.output<typeof issueNewSchema>,
): Promise<string> {
  const [lessonId, taskId, packageId] = await Promise.all([
    idOf(db, 'lesson', customerId, issue.lessonUuid),
    idOf(db, 'task', customerId, issue.taskUuid),
    idOf(db, 'package', customerId, issue.packageUuid),
  ]);
  const { uuid } = await db
    .insertInto('issue')
    .values({
      customer_id: customerId,
      lesson_id: lessonId,
      task_id: taskId,
      package_id: packageId,
      exam: issue.exam,
      seconds: issue.seconds,
      message: issue.message,
      raised_by_user_id: principal.userId,
      raised_by: principal.username,
    })
    .returning('uuid')
    .executeTakeFirstOrThrow();
  return uuid;
}

/** Sets the status or the comment of the customer's issue; a missing one is a 404. */
export async function updateIssue(
  db: AuthoringDb,
  customerId: number,
  uuid: string,
  change: { status: IssueStatus } | { comment: string },
): Promise<void> {
  const result = await db
    .updateTable('issue')
    .set({ ...change, updated_at: new Date() })
    .where('uuid', '=', uuid)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new HttpError(404, 'Issue not found');
}
