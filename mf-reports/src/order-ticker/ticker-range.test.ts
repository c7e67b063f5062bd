import { isLive, today } from './ticker-range';

// The service counts orders by the providers' day (decision 0142); the screen must ask for the same day wherever
// the browser's clock is set.
test('today is the providers’ day in Oslo, not the browser’s or UTC’s', () => {
  expect(today(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
  expect(today(new Date('2026-11-26T22:59:00Z'))).toBe('2026-11-26');
  expect(today(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
});

test('the ticker is live only while both dates are that day', () => {
  const now = new Date('2026-11-26T23:30:00Z');
  expect(isLive('2026-11-27', '2026-11-27', now)).toBe(true);
  expect(isLive('2026-11-26', '2026-11-27', now)).toBe(false);
});
