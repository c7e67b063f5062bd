import { useMessageRegistry } from '../i18n/message-registry';
import { ApiError } from './api-error';

/**
 * The message key to show for a failed call. A service answers with a message key where the person can act on
 * the reason ('license.add.notEnoughSeats'); anything else it says is developer English for the log, so the
 * person reads the status's own text ('http.400', 'http.403' …) in their language instead (issue 22).
 */
export function failureKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'http.500';
  const known = (key: string) => useMessageRegistry.getState().catalogues.en_US?.[key] !== undefined;
  if (known(error.message)) return error.message;
  // A 400 names the field and carries the contract's message, which may be a key ("body.toDate: <key>").
  const fieldKey = Object.values(error.fields ?? {}).find(known);
  if (fieldKey) return fieldKey;
  const status = `http.${error.status}`;
  if (known(status)) return status;
  return error.status >= 400 && error.status < 500 ? 'http.400' : 'http.500';
}
