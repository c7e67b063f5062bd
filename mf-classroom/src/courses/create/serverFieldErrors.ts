import type { ApiError } from '@atrium/shared-ui';

/** The service names fields as "body.a.b"; the forms key their errors by "a.b". */
export function serverFieldErrors(error: ApiError): Record<string, string> {
  return Object.fromEntries(Object.entries(error.fields ?? {}).map(([field, message]) => [field.replace(/^body\./, ''), message]));
}
