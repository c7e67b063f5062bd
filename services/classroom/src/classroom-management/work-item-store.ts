import { sql } from 'kysely';
import type { WorkItem, WorkItemKey } from '@atrium/classroom-contract';
import type { ClassroomDb } from '../db';
import { workItems } from './course-overview-query';
import { lockInstance } from './managed-instance';

/** Document 002 §4 (decision 0171): the upload item of a test turned undefined (done null) means the instance has that score. */
const SCORE_FLAG: Partial<Record<WorkItemKey, 'instance_has_pre_score' | 'instance_has_post_score'>> = {
  uploadPreTest: 'instance_has_pre_score',
  uploadPostTest: 'instance_has_post_score',
};

/** Saves one work item of an instance (one row per key, repeated saves overwrite) and answers it. */
export async function saveWorkItem(db: ClassroomDb, cliId: number, key: WorkItemKey, done: boolean | null, by: number): Promise<WorkItem> {
  await db.transaction().execute(async (trx) => {
    await lockInstance(trx, cliId);
    await trx
      .insertInto('work_item')
      .values({ cli_id: cliId, key, done, done_by: by })
      .onConflict((oc) => oc.columns(['cli_id', 'key']).doUpdateSet({ done, done_by: by, updated: sql<Date>`now()` }))
      .execute();
    const flag = SCORE_FLAG[key];
    if (flag && done === null)
      await trx
        .updateTable('classroom_course_instance')
        .set({ [flag]: true })
        .where('id', '=', cliId)
        .execute();
  });
  return (await workItems(db, cliId)).find((item) => item.key === key)!;
}
