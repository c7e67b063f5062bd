import {
  ecourseFileEndpoints,
  ecourseFileSchema,
  ecourseFileUploadQuerySchema,
  type EcourseFile,
  type EcourseLanguage,
} from '@atrium/elearning-contract';
import { endpointUrl, sendWithProgress, type UploadProgress } from '@atrium/shared-ui';

export interface FileUploadChoice {
  fileType: EcourseFile['fileType'];
  /** null: the file is for every language. */
  locale: EcourseLanguage | null;
}

/** POSTs one file as the multipart part `file`; rejects with the server's message. */
export async function uploadEcourseFile(
  ecourseId: number,
  file: File,
  choice: FileUploadChoice,
  onProgress: (progress: UploadProgress) => void,
): Promise<EcourseFile> {
  const query = ecourseFileUploadQuerySchema.parse({ fileType: choice.fileType, locale: choice.locale ?? undefined });
  const form = new FormData();
  form.append('file', file);
  return ecourseFileSchema.parse(
    await sendWithProgress('POST', endpointUrl(ecourseFileEndpoints.upload, { id: ecourseId }, query), form, file.size, onProgress),
  );
}
