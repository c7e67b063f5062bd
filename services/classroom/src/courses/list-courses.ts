import { countOnce, countQuery, cursorsOf, keysetPageQuery } from '@atrium/service-core';
import { sql } from 'kysely';
import type { ClassroomCourseListResponse, ClcoursesQuery } from '@atrium/classroom-contract';
import { filteredCourses, matchingCourses, nameOrder, selectListColumns, toListItem } from './course-list-query';
import type { ClassroomDb } from '../db';

/**
 * One page of /clcourses in one statement (decision 0261): the page's ids come from the name-order index alone,
 * sought from the neighbouring page's cursor (an OFFSET over every row before a deep page cost p95 517 ms at 50,000
 * courses); only those rows look up their price; a first page counts the filter in the same statement. Each query
 * more was a round trip whose socket write cost the server as much as PostgreSQL's work on the page.
 */
export async function listCourses(db: ClassroomDb, query: ClcoursesQuery): Promise<ClassroomCourseListResponse> {
  const counting = countOnce(matchingCourses(db, query), query.total);
  const { query: keys, page } = await keysetPageQuery(
    matchingCourses(db, query).select('c.id'),
    [nameOrder, sql.ref('c.id')],
    query,
    counting,
  );
  // `last` has counted already (countOnce then answers at once); a first page counts as a column of the page's query.
  const known = query.total ?? (query.last ? await counting() : undefined);
  const rows = await selectListColumns(filteredCourses(db, { currency: query.currency, canPurchaseOnly: false }))
    .select([
      nameOrder.as('sort_key'),
      known === undefined ? countQuery(matchingCourses(db, query)).as('total') : sql<string>`null`.as('total'),
    ])
    .where('c.id', 'in', (eb) => eb.selectFrom(keys.as('page')).select('page.id'))
    .orderBy(nameOrder)
    .orderBy('c.id')
    .execute();
  return {
    items: rows.map(toListItem),
    // A page past the end has no row to carry the count.
    total: known ?? (rows[0] ? Number(rows[0].total) : await counting()),
    page,
    pageSize: query.pageSize,
    cursors: cursorsOf(rows, (row) => [row.sort_key, row.id]),
  };
}
