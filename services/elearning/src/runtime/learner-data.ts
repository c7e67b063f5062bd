import type { Transaction } from 'kysely';
import type { PackageType } from '@atrium/elearning-contract';
import type { ElearningDb, ElearningTables } from '../db';
import { progressOf } from './cmi-values';
import { refreshLicense } from './license-progress';

type Trx = Transaction<ElearningTables>;

export async function storedCmi(db: ElearningDb | Trx, licenseId: number, itemId: number): Promise<Record<string, string>> {
  const row = await db
    .selectFrom('learner_data')
    .select('cmi')
    .where('license_id', '=', licenseId)
    .where('package_item_id', '=', itemId)
    .executeTakeFirst();
  return row?.cmi ?? {};
}

export interface CmiCommit {
  licenseId: number;
  itemId: number;
  type: PackageType;
  values: Record<string, string>;
  sessionUuid: string;
  seq: number | undefined;
}

/**
 * Merges a commit into the learner data and updates the license in one transaction. A commit carrying a
 * sequence number not above the last applied one of the same session is a late retry and changes nothing.
 */
export async function saveCmi(db: ElearningDb, commit: CmiCommit): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('learner_data')
      .select(['cmi', 'commit_session', 'commit_seq'])
      .where('license_id', '=', commit.licenseId)
      .where('package_item_id', '=', commit.itemId)
      .forUpdate()
      .executeTakeFirst();
    const late =
      commit.seq !== undefined && row?.commit_session === commit.sessionUuid && row.commit_seq !== null && commit.seq <= row.commit_seq;
    if (late) return;
    const cmi = { ...(row?.cmi ?? {}), ...commit.values };
    const progress = progressOf(commit.type, cmi);
    const columns = {
      cmi: JSON.stringify(cmi) as unknown as Record<string, string>,
      location: progress.location,
      suspend_data: progress.suspendData,
      completion_status: progress.completionStatus,
      success_status: progress.successStatus,
      score_raw: progress.scoreRaw,
      score_scaled: progress.scoreScaled,
      total_time: progress.totalTime,
      commit_session: commit.seq === undefined ? (row?.commit_session ?? null) : commit.sessionUuid,
      commit_seq: commit.seq ?? row?.commit_seq ?? null,
      updated_at: new Date(),
    };
    await trx
      .insertInto('learner_data')
      .values({ license_id: commit.licenseId, package_item_id: commit.itemId, ...columns })
      .onConflict((conflict) => conflict.columns(['license_id', 'package_item_id']).doUpdateSet(columns))
      .execute();
    await refreshLicense(trx, commit.licenseId);
  });
}
