import { COURSE_ROLLUP_KEYS } from '@atrium/elearning-contract';
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

interface Rollup {
  rollup_completion: string | null;
  rollup_success: string | null;
  updated_at: Date | null;
}

/** The root activity's rollup the latest SCORM 2004 commit carried, if the package is sequenced. */
function latestRollup(items: Rollup[]): Rollup | undefined {
  return items
    .filter((item) => item.rollup_completion !== null || item.rollup_success !== null)
    .sort((a, b) => (b.updated_at?.getTime() ?? 0) - (a.updated_at?.getTime() ?? 0))[0];
}

const average = (values: number[]) => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length);

/**
 * Recomputes the license from its items' learner data; the completion date is set once and kept. One rule
 * for SCORM 1.2, SCORM 2004 and cmi5 (docs/decisions/0100-failed-is-not-completed.md): an item whose
 * success is failed makes the license not passed, never completed, whatever its completion or moveOn says,
 * so it earns no competence: the latest result counts, and a failed one takes back a completion the runtime
 * gave. Staff's approval is the exception: an approved license stays completed.
 */
export async function refreshLicense(trx: Trx, licenseId: number): Promise<void> {
  const items = await trx
    .selectFrom('license as l')
    .innerJoin('ecourse as e', 'e.id', 'l.ecourse_id')
    .innerJoin('package_item as i', 'i.package_id', 'e.package_id')
    .leftJoin('learner_data as d', (join) => join.onRef('d.license_id', '=', 'l.id').onRef('d.package_item_id', '=', 'i.id'))
    .select(['i.move_on', 'd.completion_status', 'd.success_status', 'd.score_raw', 'd.score_scaled', 'd.updated_at'])
    .select([
      sql<string | null>`d.cmi->>${COURSE_ROLLUP_KEYS.completion}`.as('rollup_completion'),
      sql<string | null>`d.cmi->>${COURSE_ROLLUP_KEYS.success}`.as('rollup_success'),
    ])
    .where('l.id', '=', licenseId)
    .execute();
  if (items.length === 0) return;
  // A sequenced SCORM 2004 course is what its rollup says (decision 0105); any other by its items (decision 0101).
  const rollup = latestRollup(items);
  const failed = rollup ? rollup.rollup_success === 'failed' : items.some((item) => item.success_status === 'failed');
  const satisfied = rollup
    ? !failed && (rollup.rollup_completion === 'completed' || rollup.rollup_success === 'passed')
    : !failed && items.every(itemSatisfied);
  const attempted = items.some((item) => item.completion_status !== null && item.completion_status !== 'not attempted');
  const passed = rollup ? rollup.rollup_success === 'passed' : items.every((item) => item.success_status === 'passed');
  const scored = items.filter((item) => item.score_scaled !== null || item.score_raw !== null);
  await trx
    .updateTable('license')
    .set({
      completion_status: satisfied ? 'completed' : attempted ? 'incomplete' : 'not attempted',
      success_status: failed ? 'failed' : passed ? 'passed' : 'unknown',
      score_scaled: average(scored.flatMap((item) => (item.score_scaled === null ? [] : [item.score_scaled]))),
      score_raw: average(scored.flatMap((item) => (item.score_raw === null ? [] : [item.score_raw]))),
      not_passed: failed ? sql<boolean>`approved is null` : false,
      completed: satisfied
        ? sql<Date>`coalesce(completed, now())`
        : failed
          ? sql<Date | null>`case when approved is null then null else completed end`
          : sql<Date | null>`completed`,
    })
    .where('id', '=', licenseId)
    .execute();
}
