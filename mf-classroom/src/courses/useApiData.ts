import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '@atrium/shared-ui';

export interface ApiData<T> {
  data: T | undefined;
  error: Error | null;
  loading: boolean;
  reload(): void;
  /** Replaces the data with what a write answered, without another round trip. */
  set(data: T): void;
}

/** GETs `path` (null: nothing yet) and again on reload; a stale answer never overwrites a newer one. */
export function useApiData<T>(path: string | null): ApiData<T> {
  const [state, setState] = useState<{ data: T | undefined; error: Error | null; loading: boolean }>({ data: undefined, error: null, loading: true });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    apiFetch<T>(path, { signal: controller.signal }).then(
      (data) => setState({ data, error: null, loading: false }),
      (error: Error) => {
        if (!controller.signal.aborted) setState({ data: undefined, error, loading: false });
      },
    );
    return () => controller.abort();
  }, [path, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((data: T) => setState({ data, error: null, loading: false }), []);
  return { ...state, reload, set };
}
