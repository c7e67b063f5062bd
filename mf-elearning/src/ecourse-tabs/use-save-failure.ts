import { failureKey, toast, useT } from '@atrium/shared-ui';
import { useCallback } from 'react';
import './messages';

/**
 * Document 001 §8: a refused change says 'could not save' with the server's message. The server refuses with
 * message keys (a field's or the whole answer's), read translated; anything else reads as its status's message.
 */
export function useSaveFailure(): (error: unknown) => void {
  const t = useT();
  return useCallback(
    (error: unknown) => {
      toast.error('ecourse.couldNotSave', { message: t(failureKey(error)) });
    },
    [t],
  );
}
