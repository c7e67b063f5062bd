import type { lessonSaveSchema } from '@atrium/authoring-contract';
import { HttpError } from '@atrium/service-core';
import type { z } from 'zod';
import type { AuthoringDb, AuthoringTrx } from '../db';
import { tagIds } from '../tasks/tag-store';
import { sanitizedTexts } from '../texts/sanitized-texts';

/** Creates the lesson, or updates the customer's lesson with the uuid sent, with its tags and (task lessons) tasks. */
export async function saveLesson(db: AuthoringDb, customerId: number, input: z.output<typeof lessonSaveSchema>): Promise<string> {
  return db.transaction().execute((trx) => writeLesson(trx, customerId, input));
}

/** saveLesson's writes, in the caller's transaction (the SCORM import writes a whole package in one). */
export async function writeLesson(trx: AuthoringTrx, customerId: number, input: z.output<typeof lessonSaveSchema>): Promise<string> {
  const values = {
    lesson_type: input.lessonType,
    locale: input.locale,
    texts: JSON.stringify(sanitizedTexts(input.texts)),
    js_file: input.jsFile,
    video_file: input.videoFile,
    video_url: input.videoUrl,
    unique_file_name: input.uniqueFileName,
    ending_links: JSON.stringify(input.endingLinks),
    updated_at: new Date(),
  };
  const row = input.uuid
    ? await trx
        .updateTable('lesson')
        .set(values)
        .where('uuid', '=', input.uuid)
        .where('customer_id', '=', customerId)
        .returning(['id', 'uuid'])
        .executeTakeFirst()
    : await trx
        .insertInto('lesson')
        .values({ ...values, customer_id: customerId })
        .returning(['id', 'uuid'])
        .executeTakeFirstOrThrow();
  if (!row) throw new HttpError(404, 'Lesson not found');

  await trx.deleteFrom('lesson_tag').where('lesson_id', '=', row.id).execute();
  const tags = await tagIds(trx, customerId, input.tags);
  if (tags.length)
    await trx
      .insertInto('lesson_tag')
      .values(tags.map((tag_id) => ({ lesson_id: row.id, tag_id })))
      .execute();

  await trx.deleteFrom('lesson_task').where('lesson_id', '=', row.id).execute();
  const uuids = input.lessonType === 'task' ? [...new Set(input.taskUuids)] : [];
  if (uuids.length) {
    const tasks = await trx
      .selectFrom('task')
      .select(['id', 'uuid'])
      .where('customer_id', '=', customerId)
      .where('uuid', 'in', uuids)
      .execute();
    if (tasks.length !== uuids.length) throw new HttpError(404, 'Task not found');
    await trx
      .insertInto('lesson_task')
      .values(uuids.map((uuid, position) => ({ lesson_id: row.id, task_id: tasks.find((task) => task.uuid === uuid)!.id, position })))
      .execute();
  }
  return row.uuid;
}

/** A lesson placed in a package is kept (409): it is taken out of the packages first. Answers its stored files. */
export async function deleteLesson(db: AuthoringDb, customerId: number, uuid: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const lesson = await trx
      .selectFrom('lesson')
      .select('id')
      .where('uuid', '=', uuid)
      .where('customer_id', '=', customerId)
      .forUpdate()
      .executeTakeFirst();
    if (!lesson) throw new HttpError(404, 'Lesson not found');
    const placed = await trx.selectFrom('chapter_lesson').select('chapter_id').where('lesson_id', '=', lesson.id).executeTakeFirst();
    if (placed) throw new HttpError(409, 'kpg.lesson.inUse');
    const files = await trx.deleteFrom('lesson_file').where('lesson_id', '=', lesson.id).returning('storage_key').execute();
    await trx.deleteFrom('lesson').where('id', '=', lesson.id).execute();
    return files.map((file) => file.storage_key);
  });
}
