import { sql } from 'kysely';
import type { ElearningDb } from '../db';
import { inTransaction } from '../transaction';
import { packageFolder } from './package-files';
import { MANIFEST_FORMAT } from './parsed-package';
import { readPackage } from './read-package';
import { recordManifest, sameStructure } from './save-package';

const formatOf = (manifest: unknown) => Number((manifest as { format?: unknown } | null)?.format ?? 1);

/**
 * Records a package's manifest again, as the current import would, from the files stored when it was imported.
 * A package whose stored files are gone, or no longer read as the same items, is left as it is (and reported).
 */
export async function upgradeManifest(db: ElearningDb, packageId: number): Promise<'upgraded' | 'current' | 'unreadable'> {
  return inTransaction(db, async (trx) => {
    // Locked, so two service instances starting at once upgrade it once.
    const stored = await trx
      .selectFrom('package')
      .select(['type', 'storage_key', 'manifest'])
      .where('id', '=', packageId)
      .forUpdate()
      .executeTakeFirst();
    if (!stored || formatOf(stored.manifest) >= MANIFEST_FORMAT) return 'current';
    const parsed = await readPackage(packageFolder(stored.storage_key)).catch(() => null);
    const items = await trx.selectFrom('package_item').select('identifier').where('package_id', '=', packageId).execute();
    if (!parsed || parsed.type !== stored.type || !sameStructure(items, parsed)) return 'unreadable';
    await recordManifest(trx, packageId, parsed);
    return 'upgraded';
  });
}

/** Upgrades every package an older import recorded; run in the background when the service starts. */
export async function upgradeStoredManifests(db: ElearningDb, log: (message: string) => void): Promise<void> {
  const old = await db
    .selectFrom('package')
    .select('id')
    .where(sql<boolean>`coalesce((manifest->>'format')::int, 1) < ${MANIFEST_FORMAT}`)
    .execute();
  for (const { id } of old) {
    const result = await upgradeManifest(db, id);
    if (result === 'unreadable') log(`package ${id}: its stored files no longer read as its items; its manifest is kept as imported`);
  }
}
