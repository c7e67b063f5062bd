import { CALENDAR_MAX_DAYS } from '@atrium/classroom-contract';

/** Document 002 §5: a range over 180 days (or backwards) is invalid. */
export function windowError(dateStart: string | null, dateEnd: string | null): string | undefined {
  if (!dateStart || !dateEnd) return 'instructor-calendar.invalid.required';
  const days = (Date.parse(dateEnd) - Date.parse(dateStart)) / 86_400_000;
  if (days < 0) return 'instructor-calendar.invalid.backwards';
  return days > CALENDAR_MAX_DAYS ? 'instructor-calendar.invalid.tooLong' : undefined;
}

/** ISO 8601 week number of an ISO day. */
export function isoWeek(day: string): number {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 3 - ((date.getUTCDay() + 6) % 7));
  const firstThursday = new Date(Date.UTC(date.getUTCFullYear(), 0, 4));
  return 1 + Math.round((date.getTime() - firstThursday.getTime()) / 86_400_000 / 7 - 3 / 7 + ((firstThursday.getUTCDay() + 6) % 7) / 7);
}
