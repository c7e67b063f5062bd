import { ApiError } from '../auth/api-error';
import type { DeadEnd } from './DeadEndPanel';

/** A 403 or 404 from the API is an answer, not a failure: retrying it gives the same answer. */
export function deadEndOf(error: unknown): DeadEnd | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 403) return 'noaccess';
  if (error.status === 404) return 'notfound';
  return null;
}
