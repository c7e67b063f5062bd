import { birthYears, clampDay, dateOf, daysInMonth, partsOf } from './date-of-birth';

// Document 003 §5 "Date-of-birth input" and §9 "Date-of-birth years: 100 back".

it('counts the days of a month, leap years included', () => {
  expect(daysInMonth(2024, 2)).toBe(29);
  expect(daysInMonth(2023, 2)).toBe(28);
  expect(daysInMonth(1900, 2)).toBe(28);
  expect(daysInMonth(2000, 2)).toBe(29);
  expect(daysInMonth(2023, 4)).toBe(30);
});

it('clamps the day to the month chosen', () => {
  expect(clampDay({ day: 31, month: 4, year: 2020 })).toEqual({ day: 30, month: 4, year: 2020 });
  expect(clampDay({ day: 29, month: 2, year: 2023 })).toEqual({ day: 28, month: 2, year: 2023 });
  expect(clampDay({ day: 29, month: 2, year: 2024 })).toEqual({ day: 29, month: 2, year: 2024 });
  // Without a year yet, February keeps the 29th (a leap year may still be chosen).
  expect(clampDay({ day: 30, month: 2, year: null })).toEqual({ day: 29, month: 2, year: null });
});

it('sets a value only when day, month and year are all chosen', () => {
  expect(dateOf({ day: 5, month: 3, year: null })).toBeNull();
  expect(dateOf({ day: null, month: 3, year: 1990 })).toBeNull();
  expect(dateOf({ day: 5, month: 3, year: 1990 })).toBe('1990-03-05');
  expect(partsOf('1990-03-05')).toEqual({ day: 5, month: 3, year: 1990 });
  expect(partsOf(null)).toEqual({ day: null, month: null, year: null });
});

it('runs the years from the max year 100 years back; the max year absolute or relative', () => {
  const today = new Date(2026, 5, 1);
  expect(birthYears(2000, today)).toHaveLength(101);
  expect(birthYears(2000, today)[0]).toBe(2000);
  expect(birthYears(2000, today).at(-1)).toBe(1900);
  expect(birthYears('-16', today)[0]).toBe(2010);
  expect(birthYears('+1', today)[0]).toBe(2027);
});
