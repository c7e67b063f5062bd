import type { Transaction } from 'kysely';
import type { ElearningTables } from '../db';
import type { ParsedItem, ParsedPackage } from './parsed-package';

type Trx = Transaction<ElearningTables>;

const itemRow = (packageId: number, item: ParsedItem, position: number) => ({
  package_id: packageId,
  position,
  identifier: item.identifier,
  title: item.title,
  launch_href: item.launchHref,
  parameters: item.parameters,
  mastery_score: item.masteryScore,
  move_on: item.moveOn,
  launch_method: item.launchMethod,
});

export async function insertPackage(trx: Trx, storageKey: string, parsed: ParsedPackage, ownerCustomerId: number | null): Promise<number> {
  const saved = await trx
    .insertInto('package')
    .values({
      type: parsed.type,
      title: parsed.title,
      edition: parsed.edition,
      owner_customer_id: ownerCustomerId,
      storage_key: storageKey,
      launch_path: parsed.items[0]?.launchHref ?? '',
      manifest: JSON.stringify(parsed.manifest),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('package_item')
    .values(parsed.items.map((item, index) => itemRow(saved.id, item, index)))
    .execute();
  return saved.id;
}

/**
 * An update keeps the package id and its items (by identifier), so learners keep their progress; it applies
 * only when the new structure has exactly the same items.
 */
export function sameStructure(existing: { identifier: string }[], parsed: ParsedPackage): boolean {
  const before = existing.map((item) => item.identifier).sort();
  const after = parsed.items.map((item) => item.identifier).sort();
  return before.length === after.length && before.every((identifier, index) => identifier === after[index]);
}

export async function replacePackageContent(trx: Trx, packageId: number, storageKey: string, parsed: ParsedPackage): Promise<void> {
  await trx
    .updateTable('package')
    .set({
      title: parsed.title,
      edition: parsed.edition,
      storage_key: storageKey,
      launch_path: parsed.items[0]?.launchHref ?? '',
      updated_at: new Date(),
    })
    .where('id', '=', packageId)
    .execute();
  await recordManifest(trx, packageId, parsed);
}

/** What the import reads of the manifest, for the package and each of its items (kept by identifier). */
export async function recordManifest(trx: Trx, packageId: number, parsed: ParsedPackage): Promise<void> {
  await trx
    .updateTable('package')
    .set({ manifest: JSON.stringify(parsed.manifest) })
    .where('id', '=', packageId)
    .execute();
  for (const [index, item] of parsed.items.entries()) {
    const { package_id: _same, identifier, ...changes } = itemRow(packageId, item, index);
    await trx.updateTable('package_item').set(changes).where('package_id', '=', packageId).where('identifier', '=', identifier).execute();
  }
}
