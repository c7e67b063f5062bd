// Not the service-core index: the export process loads this file, and the index would load the whole server with it.
import { containsPattern } from '@atrium/service-core/contains-pattern';
import { sql } from 'kysely';
import type { ClassroomCourseFilter, ClassroomCourseListItem } from '@atrium/classroom-contract';
import type { ClassroomDb } from '../db';

const MAX_INT = 2147483647;

/** Courses matching the list filter (no price: counting must not pay for the price lookup). */
export function matchingCourses(db: ClassroomDb, filter: ClassroomCourseFilter) {
  const q = filter.q?.trim();
  const idInQ = q && /^\d+$/.test(q) && Number(q) <= MAX_INT ? Number(q) : undefined;

  let query = db.selectFrom('classroom_course as c');
  if (filter.canPurchaseOnly) query = query.where('c.can_purchase', '=', true);
  if (q) {
    query = query.where((eb) =>
      eb.or([eb('c.internal_name', 'ilike', containsPattern(q)), ...(idInQ === undefined ? [] : [eb('c.id', '=', idInQ)])]),
    );
  }
  return query;
}

/** Courses matching the list filter, each joined with its price valid today in the requested currency. */
export function filteredCourses(db: ClassroomDb, filter: ClassroomCourseFilter) {
  return matchingCourses(db, filter).leftJoinLateral(
    (eb) =>
      eb
        .selectFrom('classroom_course_price as p')
        .select(['p.value', 'p.currency', 'p.from_date', 'p.to_date'])
        .whereRef('p.classroom_course_id', '=', 'c.id')
        .where('p.currency', '=', filter.currency)
        .where('p.from_date', '<=', sql<string>`current_date`)
        .where('p.to_date', '>=', sql<string>`current_date`)
        // Overlapping prices should not exist; if they do, the most recently started one wins.
        .orderBy('p.from_date', 'desc')
        .orderBy('p.id', 'desc')
        .limit(1)
        .as('price'),
    (join) => join.onTrue(),
  );
}

export function selectListColumns(query: ReturnType<typeof filteredCourses>) {
  return query.select([
    'c.id',
    'c.uuid',
    'c.internal_name',
    'c.product_id',
    'c.can_purchase',
    'c.product_categories',
    'price.value as price_value',
    'price.currency as price_currency',
    'price.from_date as price_from_date',
    'price.to_date as price_to_date',
  ]);
}

export type ListRow = Awaited<ReturnType<ReturnType<typeof selectListColumns>['execute']>>[number];

export function toListItem(row: ListRow): ClassroomCourseListItem {
  return {
    id: row.id,
    uuid: row.uuid,
    internalName: row.internal_name,
    productId: row.product_id,
    canPurchase: row.can_purchase,
    price:
      row.price_value === null || row.price_currency === null || row.price_from_date === null || row.price_to_date === null
        ? null
        : { value: row.price_value, currency: row.price_currency, fromDate: row.price_from_date, toDate: row.price_to_date },
    productCategories: row.product_categories,
  };
}

/** Case-insensitive name order, id breaking ties: the list's order and the export's paging key. */
export const nameOrder = sql<string>`lower(c.internal_name)`;
