import { toMinorUnits } from './to-minor-units';

test('the typed amount times 100, with a comma or a point and spaces between thousands', () => {
  expect(toMinorUnits('3450')).toBe(345000);
  expect(toMinorUnits('1890,5')).toBe(189050);
  expect(toMinorUnits('0.07')).toBe(7);
  expect(toMinorUnits('12 900.99')).toBe(1290099);
  expect(toMinorUnits(' 490 ')).toBe(49000);
});

test('more than two decimals, or no number, is unreadable', () => {
  expect(toMinorUnits('1.999')).toBeNull();
  expect(toMinorUnits('abc')).toBeNull();
  expect(toMinorUnits('')).toBeNull();
  expect(toMinorUnits('-5')).toBeNull();
});
