import { ECOURSE_QUOTE_CODE_CHECK_DELAY_MS, ecourseQuoteCodeEndpoints } from '@atrium/elearning-contract';
import { callEndpoint, useDebouncedValue } from '@atrium/shared-ui';
import { useEffect, useState } from 'react';

/**
 * Whether another e-course has the code, asked 250 ms after the last keystroke (document 001 §4). An
 * empty code is never taken, and an answer only counts for the code still in the field.
 */
export function useQuoteCodeTaken(code: string, ecourseId: number): boolean {
  const typed = code.trim();
  const settled = useDebouncedValue(typed, ECOURSE_QUOTE_CODE_CHECK_DELAY_MS);
  const [answer, setAnswer] = useState<{ code: string; exists: boolean } | null>(null);
  useEffect(() => {
    if (settled === '') return;
    const controller = new AbortController();
    callEndpoint(ecourseQuoteCodeEndpoints.validate, { query: { code: settled, ecourseId } }, { signal: controller.signal })
      .then(({ exists }) => setAnswer({ code: settled, exists }))
      // The save is checked again by the service; a failed look-up only leaves the field unmarked.
      .catch(() => undefined);
    return () => controller.abort();
  }, [settled, ecourseId]);
  return typed !== '' && answer?.code === typed && answer.exists;
}
