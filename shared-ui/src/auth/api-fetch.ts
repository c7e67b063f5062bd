import { ApiError } from './api-error';
import { request, type ApiRequestInit } from './request';
import { markSignedOut } from './use-auth';

/** The fetch every remote should use: JSON in/out, ApiError on failure, sign-out on 401. */
export async function apiFetch<T>(path: string, init?: ApiRequestInit): Promise<T> {
  try {
    return await request<T>(path, init);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) markSignedOut();
    throw error;
  }
}
