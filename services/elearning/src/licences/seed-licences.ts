import type { ElearningDb } from '../db';

// Licences in each state of document 001 §4 for the demo users (users area ids 2 to 5; Carl, user 4,
// administers customer 2), so the licence list has something under every filter.
const DEMO_LICENCES = [
  { userId: 4, customerId: 2, startedDaysAgo: 20, fee: 45000 },
  { userId: 2, customerId: 1, courseProgram: true },
  { userId: 3, customerId: 1, startedDaysAgo: 30, notPassed: true },
  { userId: 5, customerId: 3, cancelled: true },
];

const daysAgo = (days: number | undefined, now: Date) => (days === undefined ? null : new Date(now.getTime() - days * 86_400_000));

export async function seedDemoLicences(db: ElearningDb, ecourseId: number, now = new Date()): Promise<void> {
  await db
    .insertInto('license')
    .values(
      DEMO_LICENCES.map((demo) => ({
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
