import { apiFetch } from '@atrium/shared-ui';
import { useCallback, useEffect, useState } from 'react';

/** A contract schema, or anything else that checks an answer and gives its type. */
interface AnswerSchema<T> {
  parse(answer: unknown): T;
}

export interface EcourseData<T> {
  data: T | undefined;
  error: Error | null;
  reload(): void;
  /** Takes what a write answered, so the list need not be read again. */
  set(data: T): void;
}

/**
 * GETs `path` (null: not for this user) and checks the answer against the contract; a stale answer
 * never overwrites a newer one.
 */
export function useEcourseData<T>(path: string | null, schema: AnswerSchema<T>): EcourseData<T> {
  const [state, setState] = useState<{ data: T | undefined; error: Error | null }>({ data: undefined, error: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, error: null }));
    apiFetch(path, { signal: controller.signal })
      .then((answer) => schema.parse(answer))
      .then(
        (data) => setState({ data, error: null }),
        (error: Error) => {
          if (!controller.signal.aborted) setState({ data: undefined, error });
        },
      );
    return () => controller.abort();
  }, [path, schema, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((data: T) => setState({ data, error: null }), []);
  return { ...state, reload, set };
}
