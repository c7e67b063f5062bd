import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: Error | null;
  loading: boolean;
  reload(): void;
  /** Takes what a write answered (or changes the data in place), without another round trip. */
  set(data: T | ((current: T | undefined) => T | undefined)): void;
}

interface LoadState<T> {
  data: T | undefined;
  error: Error | null;
  loading: boolean;
}

/**
 * Runs `load` when `key` changes (null: nothing to load yet) and again on reload. The previous data stays
 * while the next is loading; leaving, or a newer key, aborts the load, so a stale answer never overwrites a newer one.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<LoadState<T>>({ data: undefined, error: null, loading: true });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, error: null, loading: false });
      },
      (error: Error) => {
        if (!controller.signal.aborted) setState({ data: undefined, error, loading: false });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names what is loaded
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback(
    (data: T | ((current: T | undefined) => T | undefined)) =>
      setState((previous) => ({
        data: typeof data === 'function' ? (data as (current: T | undefined) => T | undefined)(previous.data) : data,
        error: null,
        loading: false,
      })),
    [],
  );
  return { ...state, reload, set };
}
