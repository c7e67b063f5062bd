import { companyDocumentSchema, DOCUMENT_UPLOAD_PATH, documentFilePath } from '@atrium/company-contract';
import { apiFetch } from '@atrium/shared-ui';

/** The upload is multipart, not a JSON endpoint; its answer is parsed with the contract's schema all the same. */
export async function uploadDocument(file: File, fields: { name: string; description: string; locale: string }) {
  const form = new FormData();
  // The server reads the fields that come before the file.
  for (const [key, value] of Object.entries(fields)) if (value) form.append(key, value);
  form.append('file', file);
  return companyDocumentSchema.parse(await apiFetch<unknown>(`/api/company${DOCUMENT_UPLOAD_PATH}`, { method: 'POST', body: form }));
}

export const documentHref = (id: number) => `/api/company${documentFilePath(id)}`;
