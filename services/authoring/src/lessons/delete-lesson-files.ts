import { deleteFile, HttpError } from '@atrium/service-core';
import { sql } from 'kysely';
import type { AuthoringDb } from '../db';
import { AREA } from './lesson-file-area';

/**
 * Deletes the lesson's file of this name or path, and with `folder` every file under it as well (an HTML v2 folder).
 * The main script stays (§5, §8 kpg.cannotdeletelessonfile); the lesson gets a new cache key; the stored bytes go after
 * the commit. Answers how many files went.
 */
export async function deleteLessonFiles(db: AuthoringDb, customerId: number, uuid: string, path: string, folder: boolean): Promise<number> {
  const keys = await db.transaction().execute(async (trx) => {
    const lesson = await trx
      .selectFrom('lesson')
      .select(['id', 'js_file'])
      .where('uuid', '=', uuid)
      .where('customer_id', '=', customerId)
      .forUpdate()
      .executeTakeFirst();
    if (!lesson) throw new HttpError(404, 'Lesson not found');
    const under = `${path}/`;
    if (lesson.js_file === path || (folder && lesson.js_file?.startsWith(under))) throw new HttpError(409, 'kpg.cannotdeletelessonfile');
    const deleted = await trx
      .deleteFrom('lesson_file')
      .where('lesson_id', '=', lesson.id)
      .where((eb) =>
        folder
          ? eb.or([eb('file_name', '=', path), eb(sql<boolean>`starts_with(file_name, ${under})`, '=', true)])
          : eb('file_name', '=', path),
      )
      .returning('storage_key')
      .execute();
    if (!deleted.length) throw new HttpError(404, 'File not found');
    await trx
      .updateTable('lesson')
      .set({ updated_at: new Date(), cache_key: sql`gen_random_uuid()` })
      .where('id', '=', lesson.id)
      .execute();
    return deleted.map((row) => row.storage_key);
  });
  for (const key of keys) await deleteFile(AREA, key);
  return keys.length;
}
