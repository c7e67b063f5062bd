import { ApiError } from '@atrium/shared-ui';

/** fetch cannot report upload progress; XMLHttpRequest's upload events can. */
export function uploadWithProgress<T>(path: string, file: File, onProgress: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      const body = (() => {
        try {
          return JSON.parse(xhr.responseText) as { error?: string; message?: string };
        } catch {
          return {};
        }
      })();
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError(xhr.status, body.error ?? `http.${xhr.status}`, body.message ?? `http.${xhr.status}`));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'http.network'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
