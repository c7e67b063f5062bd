import { ORDER_TICKER_MAX_DAYS } from '@atrium/reports-contract';

/** Today as yyyy-MM-dd in the browser's time zone. */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** Document 003 §5: a message key when the range is unusable (missing date, start after end, over 31 days). */
export function rangeError(from: string | null, to: string | null): string | null {
  if (!from || !to) return 'orderTicker.error.invalidDate';
  if (from > to) return 'orderTicker.error.fromAfterTo';
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > ORDER_TICKER_MAX_DAYS) return 'orderTicker.error.tooLong';
  return null;
}

/** Document 003 §4: the ticker refreshes only while both dates are today. */
export const isLive = (from: string | null, to: string | null, now = new Date()) => from === today(now) && to === today(now);
