import { ApiError } from './api-error';
import { apiCredentials, apiUrl } from './api-origin';

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** A plain object or array is sent as JSON; strings, forms and blobs are sent as they are. */
  body?: unknown;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof URLSearchParams ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof ArrayBuffer
  );
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  if (isRawBody(body)) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const isJson = response.headers.get('Content-Type')?.includes('json') ?? false;
  if (!isJson) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy error page can arrive labelled as JSON; the status code still tells the story.
    return text;
  }
}

export function toApiError(status: number, body: unknown): ApiError {
  // Message keys exist for the common statuses; every server failure reads as http.500.
  const fallback = status >= 500 ? 'http.500' : `http.${status}`;
  if (typeof body !== 'object' || body === null) return new ApiError(status, fallback, fallback);
  const { error, message, fields } = body as { error?: unknown; message?: unknown; fields?: unknown };
  return new ApiError(
    status,
    typeof error === 'string' ? error : fallback,
    typeof message === 'string' ? message : fallback,
    typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : undefined,
  );
}

/**
 * fetch with the session cookie and JSON in and out; throws ApiError on non-2xx.
 * Does not touch the auth store, so the store itself can use it without a 401 loop.
 */
export async function request<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const response = await fetch(apiUrl(path), {
    ...init,
    headers,
    body: encodeBody(init.body, headers),
    credentials: apiCredentials(),
  });
  const body = await readBody(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}
