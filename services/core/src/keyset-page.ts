import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import { encodeCursor, type KeysetPageInput, type PageCursors } from '@atrium/core-contract';

/** The two expressions a list is ordered by: its sort key and the id breaking ties (covered by one index). */
export type KeysetOrder = readonly [Expression<unknown>, Expression<unknown>];

/** The page's query (ordered as the page is read, limited to it) and the page's number. */
interface KeysetPageQuery<Query> {
  query: Query;
  page: number;
}

/**
 * The query for one page of `query` in `order`, found from the cursor the request names (issue 12): `after`/`before`
 * seek in the order's index and skip only the few rows of a jump; `last` reads the order backwards. Without a cursor
 * `page` is an OFFSET from the start. `total` is needed only for `last` (the last page holds the rows left over).
 * A backwards page comes out in descending order: the caller sorts the page (decision 0261: the page is a
 * subquery of the one statement that answers the request, which orders what it returns).
 */
export async function keysetPageQuery<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  order: KeysetOrder,
  input: KeysetPageInput,
  total: () => Promise<number>,
): Promise<KeysetPageQuery<SelectQueryBuilder<DB, TB, Row>>> {
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
  return {
    query: q
      .orderBy(sql`${key} ${direction}`)
      .orderBy(sql`${id} ${direction}`)
      .limit(limit)
      .offset(offset),
    page,
  };
}

/** `select count(*) as total` over `query`'s rows: run alone, or as a column of the statement that reads the page. */
export function countQuery<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) {
  return query.clearSelect().select(sql<string>`count(*)`.as('total'));
}

/**
 * The count of `query`'s rows, run once however often it is asked for: a page needs it for the answer's total and,
 * for `last`, before it is read.
 */
export function countOnce<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, known?: number): () => Promise<number> {
  // A page turn names the total its first page had, so only a new filter (a first page) counts again.
  let counting: Promise<number> | undefined = known === undefined ? undefined : Promise.resolve(known);
  return () =>
    (counting ??= countQuery(query)
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
