import { stat } from 'node:fs/promises';
import { deleteFile, FileMissingError, HttpError, withLocalFile } from '@atrium/service-core';
import type { PackageType } from '@atrium/elearning-contract';
import type { ElearningDb } from '../db';
import { inTransaction } from '../transaction';
import { invalidPackage } from './invalid-package';
import { MAX_UPLOAD_BYTES } from './import-limits';
import { removePackageFiles } from './package-store';
import { insertPackage, replacePackageContent, sameStructure } from './save-package';
import { unpackPackage } from './unpack-package';
import { openSince, UPLOAD_AREA } from './upload-staging';

/**
 * Runs `use` with the uploaded zip as a file on this machine (the unzipper needs one; the store may be S3). A zip
 * PUT straight to the bucket was not counted on its way, so its size is checked here.
 */
export async function withUploadedZip<T>(fileKey: string, use: (zipPath: string) => Promise<T>): Promise<T> {
  try {
    return await withLocalFile(UPLOAD_AREA, fileKey, async (zipPath) => {
      if ((await stat(zipPath)).size > MAX_UPLOAD_BYTES) throw new HttpError(413, 'File too large');
      return use(zipPath);
    });
  } catch (error) {
    if (error instanceof FileMissingError) throw new HttpError(400, 's3Path: no uploaded file at this address');
    throw error;
  }
}

/** The uploaded zip a client names by the url (s3Path) it was given; only its uploader may use it. */
async function uploadedZip(db: ElearningDb, s3Path: string, userId: number): Promise<{ id: string; fileKey: string }> {
  const id = s3Path.slice(-36);
  const upload = await db
    .selectFrom('package_upload')
    .select(['id', 'file_key'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('created_at', '>', openSince)
    .executeTakeFirst();
  if (!upload?.file_key) throw new HttpError(400, 's3Path: no uploaded file at this address');
  return { id: upload.id, fileKey: upload.file_key };
}

async function forgetUpload(db: ElearningDb, upload: { id: string; fileKey: string }): Promise<void> {
  await db.deleteFrom('package_upload').where('id', '=', upload.id).execute();
  await deleteFile(UPLOAD_AREA, upload.fileKey);
}

/** Imports a zip as a new package; `expect` refuses one of another standard ('scorm' covers 1.2 and 2004). */
export async function importNewPackage(
  db: ElearningDb,
  zipPath: string,
  options: { expect?: 'cmi5' | 'scorm'; ownerCustomerId: number | null },
): Promise<{ id: number; type: PackageType }> {
  const unpacked = await unpackPackage(zipPath);
  const kind = unpacked.parsed.type === 'cmi5' ? 'cmi5' : 'scorm';
  try {
    if (options.expect && options.expect !== kind) {
      throw invalidPackage(
        `the archive is a ${kind === 'cmi5' ? 'cmi5' : 'SCORM'} package, not ${options.expect === 'cmi5' ? 'cmi5' : 'SCORM'}`,
      );
    }
    const id = await inTransaction(db, (trx) => insertPackage(trx, unpacked.storageKey, unpacked.parsed, options.ownerCustomerId));
    return { id, type: unpacked.parsed.type };
  } catch (error) {
    await unpacked.discard();
    throw error;
  }
}

export async function importUploadAsNewPackage(
  db: ElearningDb,
  s3Path: string,
  userId: number,
  options: { expect: 'cmi5' | 'scorm'; ownerCustomerId: number | null },
): Promise<{ id: number; type: PackageType }> {
  const upload = await uploadedZip(db, s3Path, userId);
  try {
    return await withUploadedZip(upload.fileKey, (zipPath) => importNewPackage(db, zipPath, options));
  } finally {
    await forgetUpload(db, upload);
  }
}

/** Replaces a package's files when the new version has the same items, so learners keep their progress. */
export async function importUploadAsUpdate(
  db: ElearningDb,
  s3Path: string,
  userId: number,
  target: { type: PackageType; packageId: number },
): Promise<{ updateApplied: boolean; incompatibleCourseStructure: boolean }> {
  const existing = await db
    .selectFrom('package')
    .select(['id', 'type', 'storage_key'])
    .where('id', '=', target.packageId)
    .executeTakeFirst();
  if (!existing) throw new HttpError(404, 'Package not found');
  if (existing.type !== target.type) throw new HttpError(400, `type: the package is ${existing.type}, not ${target.type}`);
  const upload = await uploadedZip(db, s3Path, userId);
  try {
    const unpacked = await withUploadedZip(upload.fileKey, unpackPackage);
    try {
      const items = await db.selectFrom('package_item').select('identifier').where('package_id', '=', existing.id).execute();
      if (unpacked.parsed.type !== existing.type || !sameStructure(items, unpacked.parsed)) {
        await unpacked.discard();
        return { updateApplied: false, incompatibleCourseStructure: true };
      }
      await inTransaction(db, (trx) => replacePackageContent(trx, existing.id, unpacked.storageKey, unpacked.parsed));
    } catch (error) {
      await unpacked.discard();
      throw error;
    }
    await removePackageFiles(existing.storage_key);
    return { updateApplied: true, incompatibleCourseStructure: false };
  } finally {
    await forgetUpload(db, upload);
  }
}
