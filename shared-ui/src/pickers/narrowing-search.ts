import type { PickerSearchFn } from './use-picker-search';

/**
 * Document 001 §9: the customer live search reuses its last answer when that answer was complete
 * (fewer hits than the limit) and the new text only narrows the old one: the server matches any
 * part of the name, so every new hit is among the old ones.
 */
export function narrowingSearch<T>(search: PickerSearchFn<T>, limit: number, nameOf: (item: T) => string): PickerSearchFn<T> {
  let complete: { query: string; results: readonly T[] } | null = null;
  return async (query, signal) => {
    const needle = query.toLowerCase();
    if (complete && needle.includes(complete.query)) {
      return complete.results.filter((item) => nameOf(item).toLowerCase().includes(needle));
    }
    const results = await search(query, signal);
    complete = results.length < limit ? { query: needle, results } : null;
    return results;
  };
}
