/*
 * The one way Atrium shows dates and times (document 001 §9): DD.MM.YYYY in every locale (sv_SE's dd.MM.y
 * reads the same for four-digit years) and 24-hour HH:mm times. Date pickers keep §5's dd/MM-yyyy (date-input.ts).
 */
type DateValue = string | Date | null | undefined;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar day 'YYYY-MM-DD' stays that day in every time zone; anything else is an instant shown in local time. */
function parts(value: DateValue): { year: number; month: number; day: number; hours: number; minutes: number } | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const day = CALENDAR_DAY.exec(value);
    if (day) return { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]), hours: 0, minutes: 0 };
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), hours: date.getHours(), minutes: date.getMinutes() };
}

/** DD.MM.YYYY; empty for no date or one that cannot be read. */
export function formatDate(value: DateValue): string {
  const p = parts(value);
  return p ? `${pad(p.day)}.${pad(p.month)}.${p.year}` : '';
}

/** HH:mm (24 h) of an instant, or of a time of day 'HH:mm[:ss]'. */
export function formatTime(value: DateValue): string {
  if (typeof value === 'string') {
    const time = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value);
    if (time) return `${pad(Number(time[1]))}:${time[2]}`;
  }
  const p = parts(value);
  return p ? `${pad(p.hours)}:${pad(p.minutes)}` : '';
}

/** DD.MM.YYYY HH:mm (24 h). */
export function formatDateTime(value: DateValue): string {
  const date = formatDate(value);
  return date && `${date} ${formatTime(value)}`;
}

/** First and last day as one text: one day alone, or "DD.MM.YYYY – DD.MM.YYYY". */
export function formatDateRange(from: DateValue, to: DateValue): string {
  const start = formatDate(from);
  const end = formatDate(to);
  if (!start || !end || start === end) return start || end;
  return `${start} – ${end}`;
}
