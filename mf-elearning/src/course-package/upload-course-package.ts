import { packageEndpoints, UPLOAD_ERRORS, type PackageType } from '@atrium/elearning-contract';
import { ApiError, callEndpoint, sendWithProgress, type UploadProgress } from '@atrium/shared-ui';

export type PackageTarget = { mode: 'new'; kind: 'scorm' | 'cmi5' } | { mode: 'update'; type: PackageType; packageId: number };
export type PackageUploadResult = { outcome: 'created'; id: number; type: PackageType } | { outcome: 'updated' };

/** A failure the tab shows as it is: one of document 001 §8's texts or the server's own message. */
export class PackageUploadError extends Error {}

const serverMessage = (error: unknown) => (error instanceof ApiError || error instanceof Error ? error.message : '');

/** Document 001 §7: ask for an upload URL, PUT the zip to it, then import it as a new package or an update. */
export async function uploadCoursePackage(
  file: File,
  target: PackageTarget,
  onProgress: (progress: UploadProgress) => void,
): Promise<PackageUploadResult> {
  // Document 001 §5: the name decides.
  if (!file.name.toLowerCase().includes('.zip')) throw new PackageUploadError(UPLOAD_ERRORS.onlyZip);
  const { url, s3Path } = await callEndpoint(packageEndpoints.uploadRequest, {}).catch((error: unknown) => {
    // Too many unimported uploads is the person's to resolve, so it is said as it is (decision 0117).
    const tooMany = error instanceof ApiError && error.message === UPLOAD_ERRORS.tooManyOpen;
    throw new PackageUploadError(tooMany ? UPLOAD_ERRORS.tooManyOpen : UPLOAD_ERRORS.noUploadUrl);
  });
  // A presigned address of the bucket answers nothing to parse; the object's path came with the address.
  await sendWithProgress('PUT', url, file, file.size, onProgress, 'application/zip');
  if (target.mode === 'new') {
    const created = await callEndpoint(packageEndpoints.newPackage, { params: { kind: target.kind }, body: { s3Path } }).catch(
      (error: unknown) => {
        throw new PackageUploadError(serverMessage(error) || UPLOAD_ERRORS.importFailed);
      },
    );
    return { outcome: 'created', ...created };
  }
  const update = await callEndpoint(packageEndpoints.updatePackage, {
    params: { type: target.type, packageId: target.packageId },
    body: { s3Path },
  }).catch(() => ({ updateApplied: false, incompatibleCourseStructure: false }));
  if (update.incompatibleCourseStructure) throw new PackageUploadError(UPLOAD_ERRORS.incompatible);
  if (!update.updateApplied) throw new PackageUploadError(UPLOAD_ERRORS.updateFailed);
  return { outcome: 'updated' };
}
