import { defaultElearningSearch, elearningSearchQuery } from './elearning-search-defaults';

it('runs from the first of this month to today (document 003 §9)', () => {
  expect(defaultElearningSearch(new Date('2026-11-26T14:00:00Z'))).toEqual({
    fromDate: '2026-11-01',
    toDate: '2026-11-26',
    productCategories: '',
  });
  expect(defaultElearningSearch(new Date('2026-03-01T08:00:00Z'))).toEqual({
    fromDate: '2026-03-01',
    toDate: '2026-03-01',
    productCategories: '',
  });
});

it('puts each product category in the query string once', () => {
  expect(elearningSearchQuery({ fromDate: '2026-03-01', toDate: '2026-03-31', productCategories: ' HMS, ,Sport ' })).toBe(
    'fromDate=2026-03-01&toDate=2026-03-31&productCategories=HMS&productCategories=Sport',
  );
});
