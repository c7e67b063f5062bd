import { useState } from 'react';

/**
 * Headers for a create or copy call that make a double click or a retry create one object, not two: the
 * key lives as long as the form, and the server answers a repeated key with the first result (issue 11
 * finding 2, services/core/src/idempotency).
 */
export function useIdempotencyKey(): { 'Idempotency-Key': string } {
  const [key] = useState(() => crypto.randomUUID());
  return { 'Idempotency-Key': key };
}
