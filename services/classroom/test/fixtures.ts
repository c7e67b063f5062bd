import type { Kysely } from 'kysely';
import { classroomDb } from '../src/db';

export function isoDay(offsetDays: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offsetDays);
  return day.toISOString().slice(0, 10);
}

export async function insertCourse(
  shared: Kysely<any>,
  course: { name: string; canPurchase?: boolean; productId?: string | null; categories?: string[] },
): Promise<number> {
  const row = await classroomDb(shared)
    .insertInto('classroom_course')
    .values({
      internal_name: course.name,
      can_purchase: course.canPurchase ?? true,
      product_id: course.productId ?? null,
      product_categories: course.categories ?? [],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertPrice(
  shared: Kysely<any>,
  price: { courseId: number; value: number; currency: 'NOK' | 'SEK' | 'EUR'; from: number; to: number },
): Promise<void> {
  await classroomDb(shared)
    .insertInto('classroom_course_price')
    .values({
      classroom_course_id: price.courseId,
      value: price.value,
      currency: price.currency,
      from_date: isoDay(price.from),
      to_date: isoDay(price.to),
    })
    .execute();
}
