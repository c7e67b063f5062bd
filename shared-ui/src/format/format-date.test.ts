import { formatDate, formatDateRange, formatDateTime, formatTime } from './format-date';

describe('one date format (document 001 §9)', () => {
  it('shows calendar days as DD.MM.YYYY without shifting them by time zone', () => {
    expect(formatDate('2027-05-27')).toBe('27.05.2027');
    expect(formatDate('2026-01-05')).toBe('05.01.2026');
  });

  it('shows instants in local time, with 24-hour times', () => {
    const afternoon = new Date(2026, 10, 23, 13, 40, 2);
    expect(formatDate(afternoon)).toBe('23.11.2026');
    expect(formatTime(afternoon)).toBe('13:40');
    expect(formatDateTime(afternoon.toISOString())).toBe('23.11.2026 13:40');
    expect(formatTime('8:05:00')).toBe('08:05');
  });

  it('gives an empty text for no date or an unreadable one', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });

  it('joins a range, and shows a one-day range once', () => {
    expect(formatDateRange('2026-03-01', '2026-03-02')).toBe('01.03.2026 – 02.03.2026');
    expect(formatDateRange('2026-03-01', '2026-03-01')).toBe('01.03.2026');
    expect(formatDateRange('2026-03-01', null)).toBe('01.03.2026');
  });
});
