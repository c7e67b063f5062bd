import { Readable } from 'node:stream';
import { MAX_LESSON_FILE_BYTES, taskSaveSchema, type ScormImportResult } from '@atrium/authoring-contract';
import { contentTypeOf, deleteFile, HttpError, saveFile, type StoredFile } from '@atrium/service-core';
import { sql } from 'kysely';
import type { AuthoringDb } from '../db';
import { AREA } from '../lessons/lesson-file-area';
import { writeLesson } from '../lessons/lesson-store';
import { savePackage } from '../packages/package-store';
import { sanitizedTexts } from '../texts/sanitized-texts';
import { writeTask } from '../tasks/task-store';
import type { ImportPlan } from './import-plan';
import type { ImportZip } from './import-zip';

/**
 * Stores the planned files through the storage interface, then writes the package, its tasks, lessons, files, chapters
 * and exam groups in one transaction. When anything fails nothing stays: no rows, and the stored files are deleted.
 */
export async function storeImport(db: AuthoringDb, customerId: number, zip: ImportZip, plan: ImportPlan): Promise<ScormImportResult> {
  const stored = new Map<string, StoredFile>();
  const keyOf = (lessonKey: string, name: string) => `${lessonKey}/${name}`;
  try {
    const all = [...plan.files.entries()].flatMap(([lessonKey, files]) => files.map((file) => ({ lessonKey, file })));
    for (const { lessonKey, file } of all) {
      const source = 'bytes' in file ? Readable.from([file.bytes]) : await zip.open(file.zipName);
      stored.set(keyOf(lessonKey, file.name), await saveFile(AREA, source, { maxBytes: MAX_LESSON_FILE_BYTES }));
    }
    const { description } = plan;
    const uuid = await db.transaction().execute(async (trx) => {
      // Imports of one customer queue up, so two at once cannot both give a lesson the same free unique file name.
      await sql`select pg_advisory_xact_lock(hashtext('authoring.scorm_import'), ${customerId})`.execute(trx);
      const packageUuid = await savePackage(trx, customerId, { ...description.package, status: 'development' });
      const pkg = await trx.selectFrom('package').select('id').where('uuid', '=', packageUuid).executeTakeFirstOrThrow();
      const taskUuids = new Map<string, string>();
      for (const { key, ...task } of description.tasks) taskUuids.set(key, await writeTask(trx, customerId, taskSaveSchema.parse(task)));
      const taken = new Set(
        (
          await trx
            .selectFrom('lesson')
            .select('unique_file_name')
            .where('customer_id', '=', customerId)
            .where('unique_file_name', 'is not', null)
            .execute()
        ).map((row) => row.unique_file_name),
      );
      const lessonIds = new Map<string, number>();
      for (const { key, files, taskKeys, videoDuration, ...lesson } of description.lessons) {
        // A unique file name another lesson of the customer has (the export's source, often) is left empty.
        const uniqueFileName = lesson.uniqueFileName && !taken.has(lesson.uniqueFileName) ? lesson.uniqueFileName : null;
        if (uniqueFileName) taken.add(uniqueFileName);
        const lessonUuid = await writeLesson(trx, customerId, {
          ...lesson,
          uniqueFileName,
          taskUuids: taskKeys.flatMap((taskKey) => taskUuids.get(taskKey) ?? []),
        });
        const row = await trx
          .updateTable('lesson')
          .set({ video_duration: videoDuration })
          .where('uuid', '=', lessonUuid)
          .returning('id')
          .executeTakeFirstOrThrow();
        lessonIds.set(key, row.id);
        const rows = files.map((name) => {
          const file = stored.get(keyOf(key, name))!;
          return {
            lesson_id: row.id,
            file_name: name,
            storage_key: file.key,
            size_bytes: file.sizeBytes,
            content_type: contentTypeOf(name),
          };
        });
        for (let start = 0; start < rows.length; start += 500)
          await trx
            .insertInto('lesson_file')
            .values(rows.slice(start, start + 500))
            .execute();
      }
      for (const [position, chapter] of description.chapters.entries()) {
        const { id } = await trx
          .insertInto('chapter')
          .values({ package_id: pkg.id, position, texts: JSON.stringify(sanitizedTexts(chapter.texts)) })
          .returning('id')
          .executeTakeFirstOrThrow();
        const placed = [...new Set(chapter.lessonKeys)].flatMap((key) => lessonIds.get(key) ?? []);
        if (placed.length)
          await trx
            .insertInto('chapter_lesson')
            .values(placed.map((lesson_id, index) => ({ chapter_id: id, lesson_id, position: index })))
            .onConflict((oc) => oc.doNothing())
            .execute();
      }
      for (const [position, group] of description.examGroups.entries()) {
        const { id } = await trx
          .insertInto('exam_group')
          .values({ package_id: pkg.id, position, internal_name: group.internalName, take: group.take })
          .returning('id')
          .executeTakeFirstOrThrow();
        const taskIds = await idsOfTasks(
          trx,
          [...new Set(group.taskKeys)].flatMap((key) => taskUuids.get(key) ?? []),
        );
        if (taskIds.length)
          await trx
            .insertInto('exam_group_task')
            .values(taskIds.map((task_id, index) => ({ exam_group_id: id, task_id, position: index })))
            .execute();
      }
      return packageUuid;
    });
    return {
      uuid,
      internalName: description.package.internalName,
      kind: plan.kind,
      lessons: description.lessons.length,
      tasks: description.tasks.length,
      files: stored.size,
      leftOut: plan.leftOut,
    };
  } catch (error) {
    for (const file of stored.values()) await deleteFile(AREA, file.key);
    // A rename that took a unique file name meanwhile: the unique index decided; the author may import again.
    if ((error as { code?: string }).code === '23505') throw new HttpError(409, 'kpg.file.uniqueNameTaken');
    throw error;
  }
}

/** The ids of tasks by uuid, in the order given. */
async function idsOfTasks(trx: AuthoringDb, uuids: string[]): Promise<number[]> {
  if (uuids.length === 0) return [];
  const rows = await trx.selectFrom('task').select(['id', 'uuid']).where('uuid', 'in', uuids).execute();
  return uuids.flatMap((uuid) => rows.find((row) => row.uuid === uuid)?.id ?? []);
}
