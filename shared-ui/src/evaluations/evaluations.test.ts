import { averageRating, formatAverage, ratingCounts } from './evaluation-summary';
import { visibleEvaluations } from './evaluation-sort';
import { ratingChartOptions } from './rating-chart-options';

const evaluations = [
  { id: 1, rating: 4, starred: false, at: '2026-03-01T10:00:00Z' },
  { id: 2, rating: 5, starred: true, at: '2026-01-01T10:00:00Z' },
  { id: 3, rating: 2, starred: true, at: '2026-02-01T10:00:00Z' },
];
const ids = (list: { id: number }[]) => list.map((e) => e.id);
const show = (sort: 'newest' | 'oldest' | 'highest' | 'lowest', starredOnly = false) =>
  ids(visibleEvaluations(evaluations, { sort, starredOnly, dateOf: (e) => e.at }));

it('sorts newest first, oldest first, highest rating and lowest rating', () => {
  expect(show('newest')).toEqual([1, 3, 2]);
  expect(show('oldest')).toEqual([2, 3, 1]);
  expect(show('highest')).toEqual([2, 1, 3]);
  expect(show('lowest')).toEqual([3, 1, 2]);
});

it('shows only starred evaluations when asked, without changing the input', () => {
  expect(show('newest', true)).toEqual([3, 2]);
  expect(ids(evaluations)).toEqual([1, 2, 3]);
});

it('averages to 2 decimals and formats with 2 decimals in the locale', () => {
  expect(averageRating([5, 4, 4])).toBe(4.33);
  expect(averageRating([])).toBeNull();
  expect(formatAverage(3, 'en_US')).toBe('3.00');
  expect(formatAverage(3.456, 'en_US')).toBe('3.46');
  expect(formatAverage(4.5, 'nb_NO')).toBe('4,50');
  expect(formatAverage(null, 'en_US')).toBe('–');
});

it('counts ratings of 1 to 5 stars and charts them as bars with tooltips', () => {
  expect(ratingCounts([5, 4, 4, 1])).toEqual([1, 0, 0, 2, 1]);
  const options = ratingChartOptions([1, 0, 0, 2, 1], { stars: (n) => `${n} stars`, rating: 'Rating', count: 'Answers' });
  expect(options.chart?.type).toBe('column');
  expect(options.tooltip?.enabled).toBe(true);
  expect(options.xAxis).toMatchObject({ categories: ['1 stars', '2 stars', '3 stars', '4 stars', '5 stars'] });
  expect(options.series?.[0]).toMatchObject({ type: 'column', data: [1, 0, 0, 2, 1] });
});
