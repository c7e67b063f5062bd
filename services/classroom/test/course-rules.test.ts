import {
  copyOfCourse,
  dayTimeError,
  duplicateQuoteCodes,
  formatCourseDateTimes,
  isPriceDeletable,
  isPriceValidNow,
  notYetChosen,
  parseCourseDateTimes,
  resizeDayTimes,
  withoutLanguage,
  type ClassroomCourse,
} from '@atrium/classroom-contract';

const day = (fromHour: number, fromMinute: number, toHour: number, toMinute: number) => ({ fromHour, fromMinute, toHour, toMinute });

describe('course day times (document 000 §5)', () => {
  it('formats times with two digits', () => {
    expect(formatCourseDateTimes([day(8, 5, 9, 0), day(13, 30, 16, 0)])).toBe('08:05-09:00,13:30-16:00');
    expect(parseCourseDateTimes('8:5-9:0, 13:30-16:00')).toEqual([day(8, 5, 9, 0), day(13, 30, 16, 0)]);
  });

  it('accepts hour 0-23 and minute 0-59 only', () => {
    expect(dayTimeError(day(0, 0, 23, 59))).toBeNull();
    expect(dayTimeError(day(8, 0, 24, 0))).toBe('courses.classroom.invalid.hour');
    expect(dayTimeError(day(-1, 0, 9, 0))).toBe('courses.classroom.invalid.hour');
    expect(dayTimeError(day(8, 60, 9, 0))).toBe('courses.classroom.invalid.minute');
    expect(dayTimeError(day(8, 1.5, 9, 0))).toBe('courses.classroom.invalid.minute');
  });

  it('wants the end after the start', () => {
    expect(dayTimeError(day(9, 0, 9, 0))).toBe('courses.classroom.invalid.endBeforeStart');
    expect(dayTimeError(day(9, 30, 9, 0))).toBe('courses.classroom.invalid.endBeforeStart');
    expect(dayTimeError(day(9, 0, 9, 1))).toBeNull();
  });

  it('keeps one row per course day', () => {
    const rows = [day(9, 0, 15, 0)];
    expect(resizeDayTimes(rows, 3)).toEqual([day(9, 0, 15, 0), day(9, 0, 15, 0), day(9, 0, 15, 0)]);
    expect(resizeDayTimes(resizeDayTimes(rows, 3), 1)).toEqual(rows);
    expect(resizeDayTimes([], 1)).toEqual([day(8, 0, 16, 0)]);
  });
});

describe('languages, tags and article numbers', () => {
  it('removing a language removes its article number', () => {
    const course = { courseLanguages: ['nb_NO', 'en_US'] as ('nb_NO' | 'en_US')[], skus: { nb_NO: 'A', en_US: 'B' } };
    expect(withoutLanguage(course, 'en_US')).toEqual({ courseLanguages: ['nb_NO'], skus: { nb_NO: 'A' } });
  });

  it('does not offer a chosen language or tag again', () => {
    expect(notYetChosen(['nb_NO', 'sv_SE', 'en_US'], ['sv_SE'])).toEqual(['nb_NO', 'en_US']);
    expect(notYetChosen(['Brann', 'HMS'], ['Brann', 'HMS'])).toEqual([]);
  });
});

describe('quote codes', () => {
  it('are unique among the non-empty ones', () => {
    expect(
      duplicateQuoteCodes([
        { locale: 'nb_NO', code: '' },
        { locale: 'sv_SE', code: '' },
      ]),
    ).toEqual([]);
    expect(
      duplicateQuoteCodes([
        { locale: 'nb_NO', code: 'ABC' },
        { locale: 'sv_SE', code: 'abc ' },
      ]),
    ).toEqual(['abc']);
  });
});

describe('prices', () => {
  it('is valid now between its dates, both included, and deletable until its end date has passed', () => {
    const price = { fromDate: '2025-01-01', toDate: '2025-12-31' };
    expect(isPriceValidNow(price, '2025-01-01')).toBe(true);
    expect(isPriceValidNow(price, '2025-12-31')).toBe(true);
    expect(isPriceValidNow(price, '2024-12-31')).toBe(false);
    expect(isPriceValidNow(price, '2026-01-01')).toBe(false);
    expect(isPriceDeletable(price, '2025-12-31')).toBe(true);
    expect(isPriceDeletable(price, '2026-01-01')).toBe(false);
  });
});

describe('copy', () => {
  it('drops the id and the internal name', () => {
    const course = { id: 7, uuid: 'u', internalName: 'Brannvern', productId: '1', courseDateTimes: '08:00-16:00' } as ClassroomCourse;
    const copy = copyOfCourse(course);
    expect(copy).not.toHaveProperty('id');
    expect(copy.internalName).toBe('');
    expect(copy.courseDateTimes).toBe('08:00-16:00');
  });
});
