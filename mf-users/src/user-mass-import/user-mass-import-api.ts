import { endpointUrl, sendWithProgress, type UploadProgress } from '@atrium/shared-ui';
import { parseResultSchema, userMassImportEndpoints, type ParseResult } from '@atrium/users-contract';

/** The upload is multipart, not a JSON call; its answer is parsed with the contract's schema all the same. */
export async function uploadSpreadsheet(
  customerId: number,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<ParseResult> {
  const form = new FormData();
  form.append('file', file);
  const url = endpointUrl(userMassImportEndpoints.parse, {}, { customerId });
  return parseResultSchema.parse(await sendWithProgress('POST', url, form, file.size, onProgress));
}

export const templateHref = () => endpointUrl(userMassImportEndpoints.template, {});
