import { isEmptyValue } from './is-empty-value';

describe('isEmptyValue', () => {
  it.each([null, undefined, '', [], new Set(), new Map()])('counts %p as empty', (value) => {
    expect(isEmptyValue(value)).toBe(true);
  });

  it.each([' ', 0, false, [0], new Set([1]), new Map([[1, 1]]), {}])('counts %p as given', (value) => {
    expect(isEmptyValue(value)).toBe(false);
  });
});
