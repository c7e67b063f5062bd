import { sql, type Kysely } from 'kysely';
import type { CourseType } from '@atrium/reports-contract';

/*
 * What the cart sells comes from the views the owning areas publish (schema `published`), never their tables:
 * e-courses and their prices from the e-learning area, classroom instances from the classroom area. A line of
 * type CLASSROOM names a course instance (decision 0140). The service run alone without those areas gets no
 * titles or prices.
 */
export interface CourseOffer {
  /** The course sold: the e-course, or the classroom course of the instance. */
  courseId: number;
  title: string | null;
  unitNetPrice: number | null;
}

export const offerKey = (courseType: CourseType, courseId: number) => `${courseType}:${courseId}`;

async function viewsExist(db: Kysely<any>, names: string[]): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    select bool_and(to_regclass(name) is not null) as found from unnest(${names}::text[]) as name`.execute(db);
  return rows[0]?.found ?? false;
}

async function ecourseOffers(db: Kysely<any>, ids: number[], currency: string) {
  if (ids.length === 0 || !(await viewsExist(db, ['published.elearning_course', 'published.elearning_course_price']))) return [];
  const { rows } = await sql<{ id: number; title: string; price: number | null }>`
    select c.id, c.name as title, (
      select p.value from published.elearning_course_price p
      where p.ecourse_id = c.id and p.currency = ${currency} and current_date between p.from_date and p.to_date
      order by p.from_date desc limit 1) as price
    from published.elearning_course c where c.id = any(${ids}::int[]) and c.can_purchase`.execute(db);
  return rows.map((row) => ({ key: offerKey('ELEARNING', row.id), courseId: row.id, title: row.title, price: row.price }));
}

async function instanceOffers(db: Kysely<any>, ids: number[], currency: string) {
  if (ids.length === 0 || !(await viewsExist(db, ['published.classroom_instance_sale']))) return [];
  const { rows } = await sql<{
    id: number;
    course_id: number;
    title: string;
    price: number | null;
    currency: string;
    start_date: string | null;
  }>`
    select id, course_id, name as title, price, currency, to_char(start_date, 'YYYY-MM-DD') as start_date
    from published.classroom_instance_sale where id = any(${ids}::int[]) and can_purchase`.execute(db);
  return rows.map((row) => ({
    key: offerKey('CLASSROOM', row.id),
    courseId: row.course_id,
    title: row.start_date ? `${row.title} (${row.start_date})` : row.title,
    // An instance priced in another currency than the buyer's has no price for this buyer.
    price: row.currency === currency ? row.price : null,
  }));
}

/** The title and today's price in the currency of each course named, keyed by offerKey; unknown courses are missing. */
export async function courseOffers(
  db: Kysely<any>,
  items: readonly { courseType: CourseType; courseId: number }[],
  currency: string,
): Promise<Map<string, CourseOffer>> {
  const idsOf = (type: CourseType) => items.filter((item) => item.courseType === type).map((item) => item.courseId);
  const offers = [...(await ecourseOffers(db, idsOf('ELEARNING'), currency)), ...(await instanceOffers(db, idsOf('CLASSROOM'), currency))];
  return new Map(
    offers.map((offer) => [
      offer.key,
      { courseId: offer.courseId, title: offer.title, unitNetPrice: offer.price === null ? null : Number(offer.price) },
    ]),
  );
}
