export interface PaginationRangeOptions {
  /** Most page links shown (spec §9: 9). Ellipses are not links and are not counted. */
  maxLinks?: number;
  /**
   * Fewest consecutive pages kept around the current page when not every page fits (spec §9:
   * "minimum range 5"). The first and last page are linked in addition when maxLinks leaves room
   * for them beside such a window; otherwise only the window is shown. maxLinks below minRange is
   * raised to minRange.
   */
  minRange?: number;
}

function pages(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/* `size` consecutive pages within [min, max], as centred on `page` as the bounds allow. */
function windowAround(page: number, size: number, min: number, max: number): number[] {
  const start = clamp(page - Math.floor((size - 1) / 2), min, max - size + 1);
  return pages(start, start + size - 1);
}

/** The page numbers to link, ascending; a gap between two numbers is shown as an ellipsis. */
export function paginationRange(
  current: number,
  totalPages: number,
  { maxLinks = 9, minRange = 5 }: PaginationRangeOptions = {},
): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  const links = Math.max(maxLinks, minRange);
  if (total <= links) return pages(1, total);
  const page = clamp(Math.round(current), 1, total);
  if (links - 2 < minRange) return windowAround(page, links, 1, total);
  return [1, ...windowAround(page, links - 2, 2, total - 1), total];
}
