import { filtersFromSearch, hotworksYearChoices, monthChoices, searchFromFilters, type HotworksFilters } from './hotworks-filters';
import { hotworksListHref, rememberListSearch } from './hotworks-route';

test('every filter survives a round trip through the query string', () => {
  const filters: HotworksFilters = {
    sentFire: true,
    sentCustomer: true,
    notCompleted: true,
    completed: true,
    year: 2024,
    month: 12,
    name: 'Ola Nordmann',
    customerId: 7,
    notRegisteredFireDrill: true,
  };
  const search = searchFromFilters(filters);
  expect(search).toBe(
    'sentFire=true&sentCustomer=true&notCompleted=true&completed=true&year=2024&month=12&name=Ola+Nordmann&customerId=7&notRegisteredFireDrill=true',
  );
  expect(filtersFromSearch(`?${search}`)).toEqual(filters);
});

test('unticked flags and empty choices leave the query string', () => {
  expect(searchFromFilters({ sentFire: false, completed: false, name: '' })).toBe('');
  expect(searchFromFilters({ month: 1, sentFire: false })).toBe('month=1');
});

test('the month stays 1-based: January is 1 and December 12, 0 and 13 are not months', () => {
  expect(filtersFromSearch('?month=1')).toEqual({ month: 1 });
  expect(filtersFromSearch('?month=12')).toEqual({ month: 12 });
  expect(filtersFromSearch('?month=0')).toEqual({});
  expect(filtersFromSearch('?month=13')).toEqual({});
  expect(monthChoices('en_US').map((month) => month.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  expect(monthChoices('en_US')[0]?.label).toBe('January');
  expect(monthChoices('nb_NO')[11]?.label).toBe('desember');
});

test('a broken parameter in a link drops only itself', () => {
  expect(filtersFromSearch('?year=twenty&customerId=3&sentFire=maybe&completed=true&other=1')).toEqual({ customerId: 3, completed: true });
});

test('the year choices are the current year and the five before, newest first', () => {
  expect(hotworksYearChoices(new Date(2026, 0, 1))).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  expect(hotworksYearChoices(new Date(2030, 11, 31))).toEqual([2030, 2029, 2028, 2027, 2026, 2025]);
});

test('the way back from the edit page returns to the list as it was filtered', () => {
  rememberListSearch('sentFire=true&name=Ola');
  expect(hotworksListHref()).toBe('/hotworks?sentFire=true&name=Ola');
  rememberListSearch('');
  expect(hotworksListHref()).toBe('/hotworks');
});
