import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import { encodeCursor, type KeysetPageInput, type PageCursors } from '@atrium/core-contract';

/** The two expressions a list is ordered by: its sort key and the id breaking ties (covered by one index). */
export type KeysetOrder = readonly [Expression<unknown>, Expression<unknown>];

/** Rows of the page and the page's number (the last page's number comes from the total). */
export interface KeysetRows<Row> {
  rows: Row[];
  page: number;
}

/**
 * One page of `query` in `order`, found from the cursor the request names (issue 12): `after`/`before` seek in the
 * order's index and skip only the few rows of a jump; `last` reads the order backwards. Without a cursor `page` is
 * an OFFSET from the start. `total` is needed only for `last` (the last page holds the rows left over).
 */
export async function keysetPage<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  order: KeysetOrder,
  input: KeysetPageInput,
  total: () => Promise<number>,
): Promise<KeysetRows<Row>> {
  const [key, id] = order;
  let limit = input.pageSize;
  let offset = input.skip;
  let page = input.page;
  let backwards = false;
  let q = query;
  if (input.last) {
    const count = await total();
    page = Math.max(1, Math.ceil(count / input.pageSize));
    limit = count - (page - 1) * input.pageSize || input.pageSize;
    offset = 0;
    backwards = true;
  } else if (input.after) {
    q = q.where(sql<boolean>`(${key}, ${id}) > (${input.after[0]}, ${input.after[1]})`);
  } else if (input.before) {
    q = q.where(sql<boolean>`(${key}, ${id}) < (${input.before[0]}, ${input.before[1]})`);
    backwards = true;
  } else {
    offset = (input.page - 1) * input.pageSize;
  }
  const direction = backwards ? sql`desc` : sql`asc`;
  const rows = await q
    .orderBy(sql`${key} ${direction}`)
    .orderBy(sql`${id} ${direction}`)
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows: backwards ? rows.reverse() : rows, page };
}

/**
 * The count of `query`'s rows, run once however often it is asked for: a page needs it for the answer's total and,
 * for `last`, before it is read.
 */
export function countOnce<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, known?: number): () => Promise<number> {
  // A page turn names the total its first page had, so only a new filter (a first page) counts again.
  let counting: Promise<number> | undefined = known === undefined ? undefined : Promise.resolve(known);
  return () =>
    (counting ??= query
      .clearSelect()
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow()
      // The selection's type is lost in the generic builder; the row is the one column selected just above.
      .then((row) => Number((row as unknown as { total: string }).total)));
}

/** The cursors of a page's first and last row, for the browser to ask for the neighbouring pages. */
export function cursorsOf<Row>(rows: readonly Row[], keyOf: (row: Row) => [string | number, number]): PageCursors {
  const first = rows[0];
  const last = rows.at(-1);
  return {
    first: first === undefined ? null : encodeCursor(...keyOf(first)),
    last: last === undefined ? null : encodeCursor(...keyOf(last)),
  };
}
