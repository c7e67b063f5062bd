import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { ClassroomDb } from '../db';

/**
 * Stores a participant's drawn signature (a PNG) with its SHA-256 and the time, replacing an earlier one; an
 * enrolled participant becomes signed (document 002 §4: signed means on the list). `by` is null when the participant
 * signed on the signing page themselves. Answers the hash.
 */
export async function storeSignature(db: ClassroomDb, participantId: number, dataUrl: string, by: number | null): Promise<string> {
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const sha256 = createHash('sha256').update(png).digest('hex');
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('participant_signature')
      .values({ participant_id: participantId, png, sha256, signed_by: by })
      .onConflict((oc) => oc.column('participant_id').doUpdateSet({ png, sha256, signed_by: by, signed_at: sql<Date>`now()` }))
      .execute();
    await trx
      .updateTable('participant')
      .set({ status: 'signed' })
      .where('id', '=', participantId)
      .where('status', '=', 'enrolled')
      .execute();
  });
  return sha256;
}

/** PNG files start with these eight bytes. */
export const isPng = (png: Buffer) => png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
