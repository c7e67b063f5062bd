import { sql, type Transaction } from 'kysely';
import type { ElearningTables } from '../db';

type Trx = Transaction<ElearningTables>;

interface ItemState {
  move_on: string | null;
  completion_status: string | null;
  success_status: string | null;
  score_raw: number | null;
  score_scaled: number | null;
}

/** cmi5 §9.6.2 moveOn for an AU; SCORM items are done once completed or passed. */
export function itemSatisfied(item: ItemState): boolean {
  const completed = item.completion_status === 'completed';
  const passed = item.success_status === 'passed';
  switch (item.move_on) {
    case 'Completed':
      return completed;
    case 'Passed':
      return passed;
    case 'CompletedAndPassed':
      return completed && passed;
    case 'NotApplicable':
      return true;
    default:
      return completed || passed;
  }
}

const average = (values: number[]) => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length);

/** Recomputes the license from its items' learner data; the completion date is set once and kept. */
export async function refreshLicense(trx: Trx, licenseId: number): Promise<void> {
  const items = await trx
    .selectFrom('license as l')
    .innerJoin('ecourse as e', 'e.id', 'l.ecourse_id')
    .innerJoin('package_item as i', 'i.package_id', 'e.package_id')
    .leftJoin('learner_data as d', (join) => join.onRef('d.license_id', '=', 'l.id').onRef('d.package_item_id', '=', 'i.id'))
    .select(['i.move_on', 'd.completion_status', 'd.success_status', 'd.score_raw', 'd.score_scaled'])
    .where('l.id', '=', licenseId)
    .execute();
  if (items.length === 0) return;
  const satisfied = items.every(itemSatisfied);
  const attempted = items.some((item) => item.completion_status !== null && item.completion_status !== 'not attempted');
  const failed = items.some((item) => item.success_status === 'failed');
  const passed = items.every((item) => item.success_status === 'passed');
  const scored = items.filter((item) => item.score_scaled !== null || item.score_raw !== null);
  await trx
    .updateTable('license')
    .set({
      completion_status: satisfied ? 'completed' : attempted ? 'incomplete' : 'not attempted',
      success_status: failed ? 'failed' : passed ? 'passed' : 'unknown',
      score_scaled: average(scored.flatMap((item) => (item.score_scaled === null ? [] : [item.score_scaled]))),
      score_raw: average(scored.flatMap((item) => (item.score_raw === null ? [] : [item.score_raw]))),
      not_passed: failed && !satisfied,
      completed: satisfied ? sql<Date>`coalesce(completed, now())` : sql<Date | null>`completed`,
    })
    .where('id', '=', licenseId)
    .execute();
}
