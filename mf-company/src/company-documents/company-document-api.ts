import { companyDocumentEndpoints, companyDocumentSchema } from '@atrium/company-contract';
import { endpointUrl, sendWithProgress, type UploadProgress } from '@atrium/shared-ui';

/** The upload is multipart, not a JSON call; its answer is parsed with the contract's schema all the same. */
export async function uploadDocument(
  file: File,
  fields: { name: string; description: string; locale: string },
  onProgress: (progress: UploadProgress) => void,
) {
  const form = new FormData();
  // The server reads the fields that come before the file.
  for (const [key, value] of Object.entries(fields)) if (value) form.append(key, value);
  form.append('file', file);
  const url = endpointUrl(companyDocumentEndpoints.upload, {});
  return companyDocumentSchema.parse(await sendWithProgress('POST', url, form, file.size, onProgress));
}

export const documentHref = (id: number) => endpointUrl(companyDocumentEndpoints.file, { id });
