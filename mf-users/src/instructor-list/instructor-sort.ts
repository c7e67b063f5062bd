import type { InstructorListItem } from '@atrium/users-contract';

export type SortDirection = 'ascending' | 'descending';

/**
 * The rows whose name contains the filter (case ignored), sorted by name in the given direction and in the
 * alphabet of the user's language (Norwegian and Swedish put Æ, Ø, Å and Ä, Ö last).
 */
export function visibleInstructors(
  rows: readonly InstructorListItem[],
  filter: string,
  direction: SortDirection,
  locale: string,
): InstructorListItem[] {
  const needle = filter.trim().toLocaleLowerCase();
  const sign = direction === 'ascending' ? 1 : -1;
  const collator = new Intl.Collator(locale.replace('_', '-'));
  return rows
    .filter((row) => row.name.toLocaleLowerCase().includes(needle))
    .sort((a, b) => sign * collator.compare(a.name, b.name) || a.instructorRole.localeCompare(b.instructorRole));
}
