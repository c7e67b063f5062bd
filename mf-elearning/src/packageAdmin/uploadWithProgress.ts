import type { AdminUploadResponse } from '@atrium/elearning-service/contract';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** XMLHttpRequest rather than fetch: only it reports upload progress. Rejects with the server's message. */
export function uploadPackage(ecourseId: number, file: File, onProgress: (progress: UploadProgress) => void): Promise<AdminUploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.open('POST', `/api/elearning/web/data/scorm/admin/upload/${ecourseId}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    xhr.onload = () => {
      const body = xhr.response as (AdminUploadResponse & { message?: string }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve(body);
      else reject(new Error(body?.message ?? `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(form);
  });
}
