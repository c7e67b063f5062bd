import { ApiError, toast, useT } from '@atrium/shared-ui';
import { useCallback } from 'react';
import './messages';

/**
 * Document 001 §8: a refused change says 'could not save' with the server's message. A field message
 * is one of the contract's message keys and reads translated; any other text is shown as it is.
 */
export function useSaveFailure(): (error: unknown) => void {
  const t = useT();
  return useCallback(
    (error: unknown) => {
      const fieldMessage = error instanceof ApiError && error.fields ? Object.values(error.fields)[0] : undefined;
      const message = fieldMessage ?? (error instanceof Error && error.message ? error.message : 'error.generic');
      toast.error('ecourse.couldNotSave', { message: t(message) });
    },
    [t],
  );
}
