import { useState } from 'react';
import { clashCheckEndpoints, type Clash, type ClashCheck } from '@atrium/classroom-contract';
import { callEndpoint } from '@atrium/shared-ui';

export interface PendingSave {
  clashes: Clash[];
  save: () => Promise<void>;
}

/**
 * Issue 15 "clash checks": before a save, asks the service what it would clash with; without clashes the save runs
 * at once, otherwise the save waits in `pending` for ClashDialog, which runs it only when confirmed. A failed check
 * does not stop the save (the check informs, the save's own rules decide).
 */
export function useClashGuard() {
  const [pending, setPending] = useState<PendingSave | null>(null);
  const guard = async (check: ClashCheck, save: () => Promise<void>) => {
    let clashes: Clash[] = [];
    try {
      clashes = (await callEndpoint(clashCheckEndpoints.check, { body: check })).clashes;
    } catch {
      clashes = [];
    }
    if (clashes.length === 0) await save();
    else setPending({ clashes, save });
  };
  return { guard, pending, close: () => setPending(null) };
}
