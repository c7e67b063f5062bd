import { HttpError } from '@atrium/service-core';
import type { Transaction } from 'kysely';
import type { PackageType, SequencingSave } from '@atrium/elearning-contract';
import type { ElearningDb, ElearningTables } from '../db';
import { appendInteractions, endsAttempt, finishedCmi, interactionCount, progressOf } from './cmi-values';
import { refreshLicense } from './license-progress';
import { saveSequencingState } from './sequencing-state';

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

/**
 * A launch takes the license's item: it gets the next version, and from then on only commits carrying that
 * version are saved (saveCmi), so whatever an earlier launch still sends cannot overwrite what this one saves.
 * After a Terminate that ended the attempt (exit other than suspend) the launch starts a new attempt with
 * fresh data; the item's recorded result stays until the new attempt reports one.
 */
export async function claimItem(db: ElearningDb, licenseId: number, itemId: number, sessionUuid: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('learner_data')
      .select(['cmi', 'version', 'attempt', 'attempt_ended'])
      .where('license_id', '=', licenseId)
      .where('package_item_id', '=', itemId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) {
      await trx
        .insertInto('learner_data')
        .values({ license_id: licenseId, package_item_id: itemId, version: 1, commit_session: sessionUuid, updated_at: new Date() })
        .execute();
      return 1;
    }
    const cmi = row.attempt_ended ? {} : row.cmi;
    await trx
      .updateTable('learner_data')
      .set({
        version: row.version + 1,
        commit_session: sessionUuid,
        commit_seq: null,
        cmi: JSON.stringify(cmi) as unknown as Record<string, string>,
        attempt: row.attempt_ended ? row.attempt + 1 : row.attempt,
        attempt_ended: false,
        interaction_base: interactionCount(cmi),
      })
      .where('license_id', '=', licenseId)
      .where('package_item_id', '=', itemId)
      .execute();
    return row.version + 1;
  });
}

export interface CmiCommit {
  licenseId: number;
  itemId: number;
  type: PackageType;
  values: Record<string, string>;
  sessionUuid: string;
  /** The version the launch was handed (claimItem). */
  version: number;
  seq: number | undefined;
  /** The content's Terminate (LMSFinish): the LMS's own rules for the end of a session apply. */
  terminate: boolean;
  masteryScore: number | null;
  packageId: number;
  sessionId: number;
  /** SCORM 2004: the sequencing engine's state at this commit, kept when its page still owns it (decision 0106). */
  sequencing?: SequencingSave;
}

const SUPERSEDED_MESSAGE =
  'version: the course was opened again since this launch started, so this save is refused and cannot overwrite newer progress';

/**
 * Merges a commit into the learner data and updates the license in one transaction. Only the launch that
 * holds the item's current version saves; a commit of that launch carrying a sequence number not above the
 * last applied one is a late retry and changes nothing.
 */
export async function saveCmi(db: ElearningDb, commit: CmiCommit): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('learner_data')
      .select(['cmi', 'commit_seq', 'version', 'interaction_base'])
      .where('license_id', '=', commit.licenseId)
      .where('package_item_id', '=', commit.itemId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.version !== commit.version) throw new HttpError(409, SUPERSEDED_MESSAGE);
    // Ordered by the page's own sequence, as a page's saves span its items (and a state save repeats a commit).
    if (commit.sequencing) await saveSequencingState(trx, commit, commit.sequencing);
    if (commit.seq !== undefined && row.commit_seq !== null && commit.seq <= row.commit_seq) return;
    const merged = { ...row.cmi, ...appendInteractions(commit.values, row.interaction_base) };
    const cmi = commit.terminate ? finishedCmi(commit.type, merged, commit.masteryScore) : merged;
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
      commit_seq: commit.seq ?? row.commit_seq,
      attempt_ended: commit.terminate && endsAttempt(commit.type, cmi),
      updated_at: new Date(),
    };
    await trx
      .updateTable('learner_data')
      .set(columns)
      .where('license_id', '=', commit.licenseId)
      .where('package_item_id', '=', commit.itemId)
      .execute();
    await refreshLicense(trx, commit.licenseId);
  });
}
