import { taskImportEndpoints, taskImportResultSchema, type AuthoringLocale, type TaskImportResult } from '@atrium/authoring-contract';
import { endpointUrl, sendWithProgress, type UploadProgress } from '@atrium/shared-ui';

/** The upload is multipart, not a JSON call; its answer is parsed with the contract's schema all the same. */
export async function uploadTasks(
  file: File,
  locale: AuthoringLocale,
  save: boolean,
  onProgress: (progress: UploadProgress) => void,
): Promise<TaskImportResult> {
  const form = new FormData();
  form.append('file', file);
  const url = endpointUrl(taskImportEndpoints.upload, {}, { locale, save: save ? 'true' : 'false' });
  return taskImportResultSchema.parse(await sendWithProgress('POST', url, form, file.size, onProgress));
}

export const templateHref = () => endpointUrl(taskImportEndpoints.template, {});
