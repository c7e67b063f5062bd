import { failureKey, toast } from '@atrium/shared-ui';
import { useState } from 'react';

/** What a row's action says when done: a message key and the customer's name. */
export interface CrmActionDone {
  key: string;
  name: string;
}

/** One row's action at a time on a CRM list: the row's button is busy, the outcome is a toast, the screen reloads. */
export function useCrmRowAction(onChanged: () => void) {
  const [busySoid, setBusySoid] = useState<number | null>(null);
  const run = async (soid: number, action: () => Promise<CrmActionDone>) => {
    setBusySoid(soid);
    try {
      const done = await action();
      toast.success(done.key, { name: done.name });
      onChanged();
    } catch (error) {
      toast.error(failureKey(error));
    } finally {
      setBusySoid(null);
    }
  };
  return { busySoid, run };
}
