import { HOTWORKS_YEAR_COUNT, hotworksListQuerySchema, type HotworksListFilter } from '@atrium/elearning-contract';

export type HotworksFilters = HotworksListFilter;

export const HOTWORKS_FLAGS = ['sentFire', 'sentCustomer', 'notCompleted', 'completed', 'notRegisteredFireDrill'] as const;
// Query-string order: the flags, then the choices, as document 001 §2 lists them.
const KEYS = [
  'sentFire',
  'sentCustomer',
  'notCompleted',
  'completed',
  'year',
  'month',
  'name',
  'customerId',
  'notRegisteredFireDrill',
] as const;

/**
 * The filters a /hotworks query string holds. Each parameter is read on its own, so one broken value
 * in a bookmarked link drops only itself.
 */
export function filtersFromSearch(search: string): HotworksFilters {
  const params = new URLSearchParams(search);
  const filters: HotworksFilters = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value === null || value === '') continue;
    const parsed = hotworksListQuerySchema.safeParse({ [key]: value });
    if (parsed.success) Object.assign(filters, parsed.data);
  }
  return filters;
}

/** The query string of the filters: only ticked flags and chosen values, so an empty filter is ''. */
export function searchFromFilters(filters: HotworksFilters): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value === undefined || value === false || value === '') continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/** Document 001 §2, §9: the current year and the five before, newest first. */
export function hotworksYearChoices(today: Date): number[] {
  return Array.from({ length: HOTWORKS_YEAR_COUNT }, (_, index) => today.getFullYear() - index);
}

/** Month numbers are 1-based in the query string and the list; names follow the user's locale. */
export function monthChoices(locale: string): { value: number; label: string }[] {
  const format = new Intl.DateTimeFormat(locale.replace('_', '-'), { month: 'long' });
  return Array.from({ length: 12 }, (_, index) => ({ value: index + 1, label: format.format(new Date(2000, index, 1)) }));
}
