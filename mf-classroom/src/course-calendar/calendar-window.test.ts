import { calendarDefaultWindow } from '@atrium/classroom-contract';
import { isoWeek, windowError } from './calendar-window';

describe('the calendar window', () => {
  it('defaults to one week back and six weeks ahead, or 32 weeks for a single instructor', () => {
    const days = ({ dateStart, dateEnd }: { dateStart: string; dateEnd: string }) =>
      (Date.parse(dateEnd) - Date.parse(dateStart)) / 86_400_000;
    expect(days(calendarDefaultWindow(false))).toBe(49);
    expect(days(calendarDefaultWindow(true))).toBe(32 * 7);
  });

  it('refuses a range over 180 days, a backwards one and a missing day', () => {
    expect(windowError('2026-01-01', '2026-06-30')).toBeUndefined();
    expect(windowError('2026-01-01', '2026-06-29')).toBeUndefined();
    expect(windowError('2026-01-01', '2026-07-01')).toBe('instructor-calendar.invalid.tooLong');
    expect(windowError('2026-02-01', '2026-01-01')).toBe('instructor-calendar.invalid.backwards');
    expect(windowError(null, '2026-01-01')).toBe('instructor-calendar.invalid.required');
  });

  it('numbers weeks the ISO way', () => {
    expect(isoWeek('2026-01-01')).toBe(1);
    expect(isoWeek('2027-01-01')).toBe(53);
    expect(isoWeek('2026-11-25')).toBe(48);
  });
});
