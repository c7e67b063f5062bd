import { scormImportEndpoints, scormImportResultSchema, type ScormImportResult } from '@atrium/authoring-contract';
import { endpointUrl, sendWithProgress, type UploadProgress } from '@atrium/shared-ui';

/** The import is a multipart upload with progress; its answer is parsed with the contract's schema all the same. */
export async function importScorm(file: File, onProgress: (progress: UploadProgress) => void): Promise<ScormImportResult> {
  const form = new FormData();
  form.append('file', file);
  return scormImportResultSchema.parse(
    await sendWithProgress('POST', endpointUrl(scormImportEndpoints.importPackage, {}), form, file.size, onProgress),
  );
}
