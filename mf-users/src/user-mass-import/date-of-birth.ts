/** Document 003 §5 and §9: the date-of-birth input's years run from the max year down 100 years. */
const BIRTH_YEARS_BACK = 100;

/** Days in a month (1-12) of a year, leap years counted. */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The max year, absolute (1990) or relative to this year ('+n' or '-n'; document 003 §5), and the years offered,
 * newest first.
 */
export function birthYears(maxYear: number | string, today = new Date()): number[] {
  const relative = typeof maxYear === 'string' ? /^([+-])(\d+)$/.exec(maxYear.trim()) : null;
  const thisYear = today.getFullYear();
  const max = relative ? thisYear + (relative[1] === '+' ? 1 : -1) * Number(relative[2]) : Number(maxYear);
  return Array.from({ length: BIRTH_YEARS_BACK + 1 }, (_, i) => max - i);
}

export interface DayMonthYear {
  day: number | null;
  month: number | null;
  year: number | null;
}

/** A day beyond the month's last is moved back to it (31 March → 30 April; 29 February → 28 in a common year). */
export function clampDay(parts: DayMonthYear): DayMonthYear {
  if (parts.day === null || parts.month === null) return parts;
  const last = daysInMonth(parts.year ?? 2000, parts.month);
  return { ...parts, day: Math.min(parts.day, last) };
}

/** YYYY-MM-DD once day, month and year are all chosen; null before (document 003 §5). */
export function dateOf({ day, month, year }: DayMonthYear): string | null {
  if (day === null || month === null || year === null) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function partsOf(value: string | null): DayMonthYear {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : { day: null, month: null, year: null };
}
