import { sql, type Transaction } from 'kysely';
import type { SequencingSave } from '@atrium/elearning-contract';
import type { ElearningDb, ElearningTables } from '../db';

type Owner = { licenseId: number; packageId: number; sessionId: number };

/**
 * The state the sequencing engine last saved for the license's course (decision 0106), and the seq a save of this
 * session must exceed (a reloaded page of the same session goes on from there; another session starts anew).
 */
export async function storedSequencingState(db: ElearningDb, owner: Owner): Promise<{ seq: number; state: string | null }> {
  const row = await db
    .selectFrom('sequencing_state')
    .select(['session_id', 'seq', 'state'])
    .where('license_id', '=', owner.licenseId)
    .where('package_id', '=', owner.packageId)
    .executeTakeFirst();
  return { seq: row?.session_id === owner.sessionId ? row.seq : 0, state: row ? JSON.stringify(row.state) : null };
}

/**
 * Keeps a session's sequencing state when it is newer than the one kept: from a later session (runtime sessions
 * are numbered as they start), or a later save (seq) of the same one. A launch left open on another device, or a
 * save a browser sends days later, can then never put an older state over a newer one; a save remembered by the
 * browser still lands at the next launch, as long as that launch has saved nothing yet.
 */
export async function saveSequencingState(trx: Transaction<ElearningTables>, owner: Owner, save: SequencingSave): Promise<void> {
  await trx
    .insertInto('sequencing_state')
    .values({ license_id: owner.licenseId, package_id: owner.packageId, session_id: owner.sessionId, seq: save.seq, state: save.state })
    .onConflict((conflict) =>
      conflict
        .columns(['license_id', 'package_id'])
        .doUpdateSet({ session_id: owner.sessionId, seq: save.seq, state: save.state, updated_at: new Date() })
        .where(sql<boolean>`(sequencing_state.session_id, sequencing_state.seq) < (${owner.sessionId}, ${save.seq})`),
    )
    .execute();
}
