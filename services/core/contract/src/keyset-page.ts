// Browser-safe: keyset paging of long lists (issue 12). A page is found from a neighbouring page's first or last
// row instead of by counting the rows before it, so a deep page costs what the first one does.
import { z } from 'zod';
// Called when a list's query schema is built, after this package's index has run.
import { booleanish } from './index';

/** A row's place in a list's order, as `[sort key, id]` in JSON: the id breaks ties of the key. */
export type PageCursor = readonly [string | number, number];

export function encodeCursor(key: string | number, id: number): string {
  return JSON.stringify([key, id]);
}

function decodeCursor(text: string): PageCursor | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [key, id] = value as unknown[];
    return (typeof key === 'string' || typeof key === 'number') && Number.isSafeInteger(id) ? [key, id as number] : undefined;
  } catch {
    return undefined;
  }
}

export const pageCursorSchema = z
  .string()
  .max(1000)
  .transform((text, ctx) => decodeCursor(text) ?? (ctx.addIssue({ code: 'custom', message: 'validation.stale' }), z.NEVER));

/** Most rows a cursor may be followed by before the page starts: a few pages' jump, never a deep OFFSET. */
export const MAX_PAGE_SKIP = 5000;

/**
 * The query fields of a keyset-paged list. Without a cursor, `page` is counted from the start (a link to a deep
 * page still works, at OFFSET's price); `after` starts the page after a row, `before` ends it before one,
 * `skip` jumps that many rows beyond the cursor, `last` asks for the last page and `total` spares the count.
 */
export const keysetPageFields = (maxPageSize: number, defaultPageSize = 50) => ({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
  after: pageCursorSchema.optional(),
  before: pageCursorSchema.optional(),
  skip: z.coerce.number().int().min(0).max(MAX_PAGE_SKIP).default(0),
  last: booleanish().default(false),
  /** The total the browser already has for this filter (from its first page): page turns are not counted again. */
  total: z.coerce.number().int().min(0).optional(),
});
export type KeysetPageInput = {
  page: number;
  pageSize: number;
  after?: PageCursor | undefined;
  before?: PageCursor | undefined;
  skip: number;
  last: boolean;
  total?: number | undefined;
};

/** The first and last row of an answered page, to ask for its neighbours (null when the page is empty). */
export const pageCursorsSchema = z.object({ first: z.string().nullable(), last: z.string().nullable() });
export type PageCursors = z.infer<typeof pageCursorsSchema>;

export interface ShownPage {
  page: number;
  pageSize: number;
  total: number;
  cursors: PageCursors;
}

/** The query asking for page `target` of a list showing `shown`: from the nearer cursor, the end, or the start. */
export function keysetPageQuery(target: number, shown: ShownPage | undefined): Record<string, string> {
  if (target <= 1 || !shown) return target <= 1 ? {} : { page: String(target) };
  const total = String(shown.total);
  const lastPage = Math.max(1, Math.ceil(shown.total / shown.pageSize));
  if (target >= lastPage) return { page: String(lastPage), last: 'true', total };
  const { first, last } = shown.cursors;
  const pages = Math.abs(target - shown.page);
  const skip = (pages - 1) * shown.pageSize;
  if (target > shown.page && last && skip <= MAX_PAGE_SKIP) return { page: String(target), after: last, skip: String(skip), total };
  if (target < shown.page && first && skip <= MAX_PAGE_SKIP) return { page: String(target), before: first, skip: String(skip), total };
  return { page: String(target), total };
}
