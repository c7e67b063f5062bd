import { useState } from 'react';

/**
 * Headers for a create or copy call that make a double click or a retry create one object, not two: the
 * key lives as long as the form, and the server answers a repeated key with the first result (issue 11
 * finding 2, services/core/src/idempotency). A form that can make several objects passes what tells them
 * apart as `scope` (the instance copied, the first date): another scope is another key.
 */
export function useIdempotencyKey(scope: string | number | null = null): { 'Idempotency-Key': string } {
  const [current, setCurrent] = useState(() => ({ scope, key: crypto.randomUUID() }));
  if (current.scope !== scope) {
    // Derived state, set during render as React documents it: the next render sees the new key.
    const next = { scope, key: crypto.randomUUID() };
    setCurrent(next);
    return { 'Idempotency-Key': next.key };
  }
  return { 'Idempotency-Key': current.key };
}
