import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { ATRIUM_USER_SEARCH_LIMIT, type AtriumUserSearchAnswer, type AtriumUserSearchParsedQuery } from '@atrium/users-contract';
import type { UsersDb } from '../db';
import { matchingPeople } from '../matching-people';

/**
 * The user search (document 002 §2, §9): at most 500 people, exact matches first and then by name unless another
 * column is chosen, one page of them answered. customerScope limits it to people with a context (active or not)
 * at that customer: a company admin administers only their own customer's people (decision 0113).
 */
export async function searchUsers(
  db: UsersDb,
  query: AtriumUserSearchParsedQuery,
  customerScope: number | null,
): Promise<AtriumUserSearchAnswer> {
  const needle = query.q.toLowerCase();
  let found = needle ? matchingPeople(db, needle) : db.selectFrom('users as u');
  if (!query.includeDeleted) found = found.where('u.deleted_at', 'is', null);
  if (customerScope !== null) {
    found = found.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_context as scope')
          .select(sql`1`.as('one'))
          .whereRef('scope.user_id', '=', 'u.id')
          .where('scope.customer_id', '=', customerScope),
      ),
    );
  }

  // Counting one past the limit is enough to say whether it was reached.
  const counted = await db
    .selectFrom(
      found
        .select('u.id')
        .limit(ATRIUM_USER_SEARCH_LIMIT + 1)
        .as('hit'),
    )
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const matched = Number(counted.count);
  const total = Math.min(matched, ATRIUM_USER_SEARCH_LIMIT);
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= total) return { items: [], total, limited: matched > total, page: query.page, pageSize: query.pageSize };

  const exact: RawBuilder<SqlBool> = needle
    ? sql<SqlBool>`(lower(u.username) = ${needle} or lower(u.email) = ${needle} or lower(coalesce(u.phone, '')) = ${needle}
        or lower(u.first_name || ' ' || u.last_name) = ${needle} or lower(u.last_name || ' ' || u.first_name) = ${needle})`
    : sql<SqlBool>`false`;
  const direction = query.direction;
  let rows = found
    .select([
      'u.id',
      'u.uuid',
      'u.first_name as firstname',
      'u.last_name as lastname',
      'u.username',
      'u.email',
      'u.phone',
      'u.created_at',
      'u.deleted_at',
      sql<boolean>`${exact}`.as('exactMatch'),
      (eb) =>
        eb
          .selectFrom('user_context as c')
          .select(sql<string[]>`coalesce(array_agg(c.customer_name order by c.customer_name), '{}')`.as('names'))
          .whereRef('c.user_id', '=', 'u.id')
          .as('customers'),
    ])
    .limit(Math.min(query.pageSize, total - offset))
    .offset(offset);
  switch (query.sort) {
    case 'relevance':
      // PostgreSQL refuses a constant in ORDER BY: without a query nothing is exact, so it is name order.
      if (needle) rows = rows.orderBy(exact, 'desc');
      rows = rows.orderBy('u.last_name').orderBy('u.first_name');
      break;
    case 'name':
      rows = rows.orderBy('u.last_name', direction).orderBy('u.first_name', direction);
      break;
    case 'username':
      rows = rows.orderBy(sql`lower(u.username)`, direction);
      break;
    case 'email':
      rows = rows.orderBy(sql`lower(u.email)`, direction);
      break;
    case 'created':
      rows = rows.orderBy('u.created_at', direction);
      break;
  }
  const items = await rows.orderBy('u.id', direction).execute();
  return {
    items: items.map(({ created_at, deleted_at, customers, ...row }) => ({
      ...row,
      customers: customers ?? [],
      created: created_at.toISOString(),
      deleted: deleted_at !== null,
    })),
    total,
    limited: matched > total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
