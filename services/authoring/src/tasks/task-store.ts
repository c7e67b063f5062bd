import type { taskSaveSchema } from '@atrium/authoring-contract';
import { HttpError } from '@atrium/service-core';
import type { z } from 'zod';
import type { AuthoringDb, AuthoringTrx } from '../db';
import { sanitizedTexts } from '../texts/sanitized-texts';
import { tagIds } from './tag-store';

/**
 * Creates or updates a task with its options and tags. §5: multiple correct answers are allowed only for a task
 * not used in an exam group, task set or course, or one that already has several correct options.
 */
export async function saveTask(db: AuthoringDb, customerId: number, input: z.output<typeof taskSaveSchema>): Promise<string> {
  return db.transaction().execute((trx) => writeTask(trx, customerId, input));
}

/** saveTask inside the caller's transaction (the task import saves all its rows or none). */
export async function writeTask(trx: AuthoringTrx, customerId: number, input: z.output<typeof taskSaveSchema>): Promise<string> {
  const values = {
    locale: input.locale,
    texts: JSON.stringify(sanitizedTexts(input.texts)),
    multiple_correct: input.multipleCorrect,
    require_sound: input.requireSound,
    require_image: input.requireImage,
    updated_at: new Date(),
  };
  let id: number;
  let uuid: string;
  if (input.uuid) {
    const current = await trx
      .selectFrom('task')
      .select(['id', 'uuid', 'multiple_correct'])
      .where('uuid', '=', input.uuid)
      .where('customer_id', '=', customerId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new HttpError(404, 'Task not found');
    if (input.multipleCorrect && !current.multiple_correct) {
      const correct = await trx
        .selectFrom('task_option')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('task_id', '=', current.id)
        .where('correct', '=', true)
        .where('deleted', '=', false)
        .executeTakeFirstOrThrow();
      const used = await trx
        .selectFrom('exam_group_task')
        .select('task_id')
        .where('task_id', '=', current.id)
        .union(trx.selectFrom('lesson_task').select('task_id').where('task_id', '=', current.id))
        .executeTakeFirst();
      if (used && Number(correct.n) < 2) throw new HttpError(409, 'kpg.task.multipleInUse');
    }
    await trx.updateTable('task').set(values).where('id', '=', current.id).execute();
    ({ id, uuid } = current);
  } else {
    ({ id, uuid } = await trx
      .insertInto('task')
      .values({ ...values, customer_id: customerId })
      .returning(['id', 'uuid'])
      .executeTakeFirstOrThrow());
  }
  await trx.deleteFrom('task_option').where('task_id', '=', id).execute();
  if (input.options.length)
    await trx
      .insertInto('task_option')
      .values(
        input.options.map((option) => ({
          task_id: id,
          idx: option.idx,
          texts: JSON.stringify(option.texts),
          correct: option.correct,
          deleted: option.deleted,
        })),
      )
      .execute();
  await trx.deleteFrom('task_tag').where('task_id', '=', id).execute();
  const tags = await tagIds(trx, customerId, input.tags);
  if (tags.length)
    await trx
      .insertInto('task_tag')
      .values(tags.map((tag_id) => ({ task_id: id, tag_id })))
      .execute();
  return uuid;
}

/** A task in an exam group or a task lesson is kept (409) until it is taken out. */
export async function deleteTask(db: AuthoringDb, customerId: number, uuid: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const task = await trx
      .selectFrom('task')
      .select('id')
      .where('uuid', '=', uuid)
      .where('customer_id', '=', customerId)
      .forUpdate()
      .executeTakeFirst();
    if (!task) throw new HttpError(404, 'Task not found');
    const used = await trx
      .selectFrom('exam_group_task')
      .select('task_id')
      .where('task_id', '=', task.id)
      .union(trx.selectFrom('lesson_task').select('task_id').where('task_id', '=', task.id))
      .executeTakeFirst();
    if (used) throw new HttpError(409, 'kpg.task.inUse');
    await trx.deleteFrom('task').where('id', '=', task.id).execute();
  });
}
