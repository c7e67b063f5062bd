/*
 * Spec §5: date pickers display dd/MM-yyyy and also accept yyyy-MM-dd and dd.MM.yyyy; dates are
 * stored as yyyy-MM-dd. Day and month may be typed with one digit.
 */
const FORMATS: readonly { pattern: RegExp; order: 'dmy' | 'ymd' }[] = [
  { pattern: /^(\d{1,2})\/(\d{1,2})-(\d{4})$/, order: 'dmy' },
  { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})$/, order: 'ymd' },
  { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, order: 'dmy' },
];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC avoids daylight-saving surprises.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= lastDay;
}

function toIso(year: number, month: number, day: number): string | null {
  return isCalendarDate(year, month, day) ? `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` : null;
}

/** Reads a typed date; returns yyyy-MM-dd, or null if the text is not a real date in a known format. */
export function parseDateInput(text: string): string | null {
  const trimmed = text.trim();
  for (const { pattern, order } of FORMATS) {
    const match = pattern.exec(trimmed);
    if (!match) continue;
    const [first, second, third] = match.slice(1).map(Number) as [number, number, number];
    return order === 'ymd' ? toIso(first, second, third) : toIso(third, second, first);
  }
  return null;
}

/** yyyy-MM-dd as dd/MM-yyyy; an empty or malformed value gives an empty string. */
export function formatDateDisplay(iso: string | null | undefined): string {
  const match = iso ? ISO_DATE.exec(iso) : null;
  if (!match) return '';
  const [, year, month, day] = match;
  return isCalendarDate(Number(year), Number(month), Number(day)) ? `${day}/${month}-${year}` : '';
}
