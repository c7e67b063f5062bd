import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** Finds the items matching a query; should stop when the signal aborts. */
export type PickerSearchFn<T> = (query: string, signal: AbortSignal) => Promise<readonly T[]>;

export interface PickerSearchOptions<T> {
  delayMs: number;
  /** Fewer characters than this (after trimming) search nothing. */
  minLength: number;
  /** Keep the same function while its parameters are the same: a new one searches again. */
  search: PickerSearchFn<T>;
}

export interface PickerSearchState<T> {
  status: 'idle' | 'loading' | 'done' | 'failed';
  results: readonly T[];
}

const IDLE: PickerSearchState<never> = { status: 'idle', results: [] };

/**
 * Searches the text once it has rested for the delay and is long enough. A newer search aborts the
 * one still running, so a slow old answer never replaces a newer one.
 */
export function usePickerSearch<T>(text: string, { delayMs, minLength, search }: PickerSearchOptions<T>): PickerSearchState<T> {
  const query = useDebouncedValue(text.trim(), delayMs);
  const [state, setState] = useState<PickerSearchState<T>>(IDLE);

  useEffect(() => {
    if (query.length < minLength) return;
    const controller = new AbortController();
    const settle = (next: PickerSearchState<T>) => {
      if (!controller.signal.aborted) setState(next);
    };
    setState({ status: 'loading', results: [] });
    search(query, controller.signal).then(
      (results) => settle({ status: 'done', results }),
      () => settle({ status: 'failed', results: [] }),
    );
    return () => controller.abort();
  }, [query, minLength, search]);

  // Shortening the text below the threshold clears at once rather than after the delay.
  return text.trim().length < minLength || query.length < minLength ? IDLE : state;
}
