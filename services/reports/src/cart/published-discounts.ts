import { sql, type Kysely } from 'kysely';
import type { CourseType } from '@atrium/reports-contract';
import { offerKey } from './published-courses';

/*
 * A customer's discounts as the owning areas publish them (decision 0145): per e-course
 * (published.elearning_customer_discount) and per course instance (published.classroom_instance_discount).
 * Without those views (the service run alone) nobody has a discount.
 */
async function discountsOf(db: Kysely<any>, view: string, idColumn: string, customerId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const { rows: found } = await sql<{ found: boolean }>`select to_regclass(${view}) is not null as found`.execute(db);
  if (!found[0]?.found) return [];
  const { rows } = await sql<{ id: number; percent: string }>`
    select ${sql.ref(idColumn)} as id, discount_percent::text as percent from ${sql.table(view)}
    where customer_id = ${customerId} and ${sql.ref(idColumn)} = any(${ids}::int[])`.execute(db);
  return rows;
}

/** The customer's discount in percent per course named, keyed by offerKey; a course without one is missing. */
export async function customerDiscounts(
  db: Kysely<any>,
  customerId: number,
  items: readonly { courseType: CourseType; courseId: number }[],
): Promise<Map<string, number>> {
  const idsOf = (type: CourseType) => items.filter((item) => item.courseType === type).map((item) => item.courseId);
  const ecourses = await discountsOf(db, 'published.elearning_customer_discount', 'ecourse_id', customerId, idsOf('ELEARNING'));
  const instances = await discountsOf(db, 'published.classroom_instance_discount', 'cli_id', customerId, idsOf('CLASSROOM'));
  return new Map([
    ...ecourses.map((row) => [offerKey('ELEARNING', row.id), Number(row.percent)] as const),
    ...instances.map((row) => [offerKey('CLASSROOM', row.id), Number(row.percent)] as const),
  ]);
}

/** The unit price after a discount, in minor units, rounded to the nearest. */
export const discounted = (listPrice: number, percent: number) => Math.round((listPrice * (100 - percent)) / 100);
