import { defaultSearch, firstOfMonth, potentialYears, searchBody, searchQuery } from './search-defaults';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

test('course list and turnover run from today to 30 June, or to 31 December from July', () => {
  expect(defaultSearch('COURSE_LIST', day('2026-03-10'))).toEqual({ fromDate: '2026-03-10', toDate: '2026-06-30' });
  expect(defaultSearch('COURSE_TURNOVER', day('2026-06-30'))).toEqual({ fromDate: '2026-06-30', toDate: '2026-06-30' });
  expect(defaultSearch('COURSE_TURNOVER', day('2026-07-01'))).toEqual({ fromDate: '2026-07-01', toDate: '2026-12-31' });
});

test('the purchase report runs from the first of the month to today, the potential for the first of the month', () => {
  expect(defaultSearch('PURCHASE_REPORT', day('2026-03-10'))).toEqual({ fromDate: '2026-03-01', toDate: '2026-03-10' });
  expect(defaultSearch('COURSE_TURNOVER_POTENTIAL', day('2026-03-10'))).toEqual({ date: '2026-03-01' });
});

test("the potential's month is chosen in the previous, current or next year, as the month's first day", () => {
  expect(potentialYears(day('2026-03-10'))).toEqual([2025, 2026, 2027]);
  expect(firstOfMonth('2027', '3')).toBe('2027-03-01');
  expect(firstOfMonth('2025', '12')).toBe('2025-12-01');
});

test('the course plan is spring through June, fall from July', () => {
  expect(defaultSearch('COURSE_PLAN', day('2026-06-15'))).toEqual({ period: 'SPRING', year: '2026' });
  expect(defaultSearch('COURSE_PLAN', day('2026-07-15'))).toEqual({ period: 'FALL', year: '2026' });
});

test('the result window carries the set values in its query string and reads them back', () => {
  const query = searchQuery({
    fromDate: '2026-03-01',
    toDate: '2026-03-31',
    onlyOpenCourses: true,
    onlyInternalCourses: false,
    coursePlaceId: '',
  });
  expect(query).toBe('fromDate=2026-03-01&toDate=2026-03-31&onlyOpenCourses=true');
  expect(searchBody(`?${query}&productCategories=Brann, HMS`)).toEqual({
    fromDate: '2026-03-01',
    toDate: '2026-03-31',
    onlyOpenCourses: 'true',
    productCategories: ['Brann', 'HMS'],
  });
});
