import type { ClassroomSearchType } from '@atrium/reports-contract';

export type SearchForm = Record<string, string | boolean>;

const iso = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The form's starting values (document 003 §9): course list and turnover from today to 30 June, or to 31 December
 * from July; the purchase report from the first of the month to today; the potential for the first of the month;
 * the course plan for this half year (spring while the month index is 6 or below, counted from 1).
 */
export function defaultSearch(type: ClassroomSearchType, today: Date): SearchForm {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  const monthStart = firstOfMonth(String(year), String(month));
  switch (type) {
    case 'COURSE_LIST':
    case 'COURSE_TURNOVER':
      return { fromDate: iso(today), toDate: month <= 6 ? `${year}-06-30` : `${year}-12-31` };
    case 'PURCHASE_REPORT':
      return { fromDate: monthStart, toDate: iso(today) };
    case 'COURSE_TURNOVER_POTENTIAL':
      return { date: monthStart };
    case 'COURSE_PLAN':
      return { period: month <= 6 ? 'SPRING' : 'FALL', year: String(year) };
  }
}

/** Document 003 §9: the potential's month is chosen in the previous, the current or the next year. */
export function potentialYears(today: Date): number[] {
  const year = today.getUTCFullYear();
  return [year - 1, year, year + 1];
}

/** The potential's `date`: the first day of the chosen month and year. */
export function firstOfMonth(year: string, month: string): string {
  return `${year}-${month.padStart(2, '0')}-01`;
}

/** The query string of the result window: set values only, flags as true. */
export function searchQuery(form: SearchForm): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) {
    if (value === true) query.set(name, 'true');
    else if (typeof value === 'string' && value.trim() !== '') query.set(name, value.trim());
  }
  return query.toString();
}

/** The request body read back from the result window's query string (the contract checks and converts it). */
export function searchBody(search: string): Record<string, string | string[]> {
  const query = new URLSearchParams(search);
  const body: Record<string, string | string[]> = {};
  for (const name of new Set(query.keys())) {
    const values = query.getAll(name);
    body[name] =
      name === 'productCategories'
        ? values
            .flatMap((value) => value.split(','))
            .map((v) => v.trim())
            .filter(Boolean)
        : values[0]!;
  }
  return body;
}
