import { ApiError } from './api-error';

/** A 400 names its fields "body.a.b"; forms key their errors "a.b". Anything else has no field to show at. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.fields ?? {}).map(([field, message]) => [field.replace(/^body\./, ''), message]));
}
