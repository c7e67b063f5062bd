import { ORDER_TICKER_MAX_DAYS } from '@atrium/reports-contract';

// The ticker counts the providers' days (Norway and Sweden share a time zone; decision 0142), as the service does:
// a browser in another zone must not ask for a day the orders of this hour are not in.
const PROVIDERS_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' });

/** Today as yyyy-MM-dd, the providers' day. */
export function today(now = new Date()): string {
  return PROVIDERS_DAY.format(now);
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
