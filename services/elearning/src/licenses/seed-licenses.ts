import type { ElearningDb } from '../db';

// Licenses in each state of document 001 §4 for the demo users (users area ids 2 to 5; Carl, user 4,
// administers customer 2), so the license list has something under every filter.
const DEMO_LICENSES = [
  { userId: 4, customerId: 2, startedDaysAgo: 20, fee: 45000 },
  { userId: 2, customerId: 1, courseProgram: true },
  { userId: 3, customerId: 1, startedDaysAgo: 30, notPassed: true },
  { userId: 5, customerId: 3, cancelled: true },
];

const daysAgo = (days: number | undefined, now: Date) => (days === undefined ? null : new Date(now.getTime() - days * 86_400_000));

export async function seedDemoLicenses(db: ElearningDb, ecourseId: number, now = new Date()): Promise<void> {
  await db
    .insertInto('license')
    .values(
      DEMO_LICENSES.map((demo) => ({
        ecourse_id: ecourseId,
        user_id: demo.userId,
        customer_id: demo.customerId,
        started: daysAgo(demo.startedDaysAgo, now),
        not_passed: demo.notPassed ?? false,
        cancelled: demo.cancelled ?? false,
        cancellation_fee: demo.fee ?? 0,
        as_part_of_course_program: demo.courseProgram ?? false,
      })),
    )
    .execute();
}
