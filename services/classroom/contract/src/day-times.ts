// Browser-safe: the course day-time rules of document 000 §5, shared by the edit form and the service.

export interface DayTime {
  fromHour: number;
  fromMinute: number;
  toHour: number;
  toMinute: number;
}

export const DEFAULT_DAY_TIME: DayTime = { fromHour: 8, fromMinute: 0, toHour: 16, toMinute: 0 };

export const twoDigits = (value: number): string => String(value).padStart(2, '0');

export function formatDayTime(day: DayTime): string {
  return `${twoDigits(day.fromHour)}:${twoDigits(day.fromMinute)}-${twoDigits(day.toHour)}:${twoDigits(day.toMinute)}`;
}

/** The stored form: per-day "HH:MM-HH:MM" pairs separated by commas. */
export function formatCourseDateTimes(days: readonly DayTime[]): string {
  return days.map(formatDayTime).join(',');
}

const PAIR = /^(\d{1,2}):(\d{1,2})-(\d{1,2}):(\d{1,2})$/;

/** Unreadable pairs are skipped: a stored value never blocks opening the course. */
export function parseCourseDateTimes(value: string | null | undefined): DayTime[] {
  if (!value) return [];
  return value
    .split(',')
    .map((pair) => PAIR.exec(pair.trim()))
    .flatMap((match) =>
      match ? [{ fromHour: Number(match[1]), fromMinute: Number(match[2]), toHour: Number(match[3]), toMinute: Number(match[4]) }] : [],
    );
}

const isHour = (value: number) => Number.isInteger(value) && value >= 0 && value <= 23;
const isMinute = (value: number) => Number.isInteger(value) && value >= 0 && value <= 59;

/** The message key of what is wrong with one day, or null. */
export function dayTimeError(day: DayTime): string | null {
  if (!isHour(day.fromHour) || !isHour(day.toHour)) return 'courses.classroom.invalid.hour';
  if (!isMinute(day.fromMinute) || !isMinute(day.toMinute)) return 'courses.classroom.invalid.minute';
  if (day.toHour * 60 + day.toMinute <= day.fromHour * 60 + day.fromMinute) return 'courses.classroom.invalid.endBeforeStart';
  return null;
}

/** One row per course day: extra rows go, new rows repeat the last row (or 08:00-16:00). */
export function resizeDayTimes(days: readonly DayTime[], count: number): DayTime[] {
  const wanted = Math.max(0, Math.floor(count));
  if (days.length >= wanted) return days.slice(0, wanted);
  const template = days[days.length - 1] ?? DEFAULT_DAY_TIME;
  return [...days, ...Array.from({ length: wanted - days.length }, () => ({ ...template }))];
}
