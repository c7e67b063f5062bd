import { paginationRange } from './pagination-range';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('paginationRange', () => {
  it('returns nothing when there are no pages', () => {
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('links every page when they all fit in 9 links', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(4, 9)).toEqual(range(1, 9));
  });

  it('keeps first and last page and 7 pages around the current one when truncating', () => {
    expect(paginationRange(10, 20)).toEqual([1, 7, 8, 9, 10, 11, 12, 13, 20]);
  });

  it('slides the window against the start and the end so 9 links are always used', () => {
    expect(paginationRange(1, 20)).toEqual([1, ...range(2, 8), 20]);
    expect(paginationRange(5, 20)).toEqual([1, ...range(2, 8), 20]);
    expect(paginationRange(6, 20)).toEqual([1, ...range(3, 9), 20]);
    expect(paginationRange(16, 20)).toEqual([1, ...range(13, 19), 20]);
    expect(paginationRange(20, 20)).toEqual([1, ...range(13, 19), 20]);
  });

  it('never returns more than 9 links, always includes the current page, and ascends', () => {
    for (let total = 1; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        const pages = paginationRange(current, total);
        expect(pages.length).toBeLessThanOrEqual(9);
        expect(pages).toContain(current);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
      }
    }
  });

  it('clamps a current page outside 1..total', () => {
    expect(paginationRange(0, 20)).toEqual(paginationRange(1, 20));
    expect(paginationRange(99, 20)).toEqual(paginationRange(20, 20));
  });

  it('keeps at least minRange consecutive pages, dropping first and last when they do not fit', () => {
    expect(paginationRange(10, 20, { maxLinks: 6 })).toEqual(range(8, 13));
    expect(paginationRange(10, 20, { maxLinks: 7 })).toEqual([1, ...range(8, 12), 20]);
  });

  it('raises maxLinks below minRange to minRange', () => {
    expect(paginationRange(10, 20, { maxLinks: 3 })).toEqual(range(8, 12));
  });

  it('honours other limits', () => {
    expect(paginationRange(50, 100, { maxLinks: 11, minRange: 3 })).toEqual([1, ...range(46, 54), 100]);
  });
});
