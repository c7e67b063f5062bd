import { ApiError } from '../auth/api-error';
import { toApiError } from '../auth/request';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * XMLHttpRequest rather than fetch: only it reports upload progress. Resolves with the JSON answer and
 * rejects with the same ApiError a call would, so screens show it through failureKey or as the document asks.
 */
export function sendWithProgress<T>(
  method: 'POST' | 'PUT',
  url: string,
  body: Blob | FormData,
  size: number,
  onProgress: (progress: UploadProgress) => void,
  contentType?: string,
): Promise<T | null> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : size });
    xhr.onload = () => {
      const answer = xhr.response as T | null;
      // A presigned PUT to a bucket answers 200 with no body: null.
      if (xhr.status >= 200 && xhr.status < 300) resolve(answer);
      else reject(toApiError(xhr.status, answer));
    };
    // No answer at all (offline, refused): the message a person can act on is "try again".
    xhr.onerror = () => reject(new ApiError(0, 'network', 'http.503'));
    xhr.send(body);
  });
}
