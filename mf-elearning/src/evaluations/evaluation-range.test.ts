import { defaultEvaluationRange, starUuidOf } from './evaluation-range';

it('defaults the range to the start of this year until today', () => {
  expect(defaultEvaluationRange(new Date(2026, 10, 22, 23, 30))).toEqual({ fromDate: '2026-01-01', toDate: '2026-11-22' });
  expect(defaultEvaluationRange(new Date(2027, 0, 1, 0, 5))).toEqual({ fromDate: '2027-01-01', toDate: '2027-01-01' });
});

it('reads staruuid from the query string', () => {
  expect(starUuidOf('?staruuid=abc&x=1')).toBe('abc');
  expect(starUuidOf('?staruuid=')).toBeNull();
  expect(starUuidOf('')).toBeNull();
});
