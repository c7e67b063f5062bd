import { sql } from 'kysely';
import type { ElearningDb } from '../db';

// What the company admin Carl (customer 2) finds in his license reports (issue 17): a passed license expiring in
// 45 days to remind of, one expiring next year, one passed without an expiry, and one not started to cancel.
// Users area ids: 2 Stian, 3 Ingrid, 4 Carl, 5 Sven.
const DEMO_COMPANY_LICENSES = [
  { userId: 4, completedDaysAgo: 320, expiresInDays: 45 },
  { userId: 2, completedDaysAgo: 100, expiresInDays: 265 },
  { userId: 5, completedDaysAgo: 10, expiresInDays: null },
  { userId: 3, completedDaysAgo: null, expiresInDays: null },
];

export async function seedDemoCompanyLicenses(db: ElearningDb, ecourseId: number): Promise<void> {
  await db
    .insertInto('license')
    .values(
      DEMO_COMPANY_LICENSES.map((demo) => {
        const completed = demo.completedDaysAgo === null ? null : sql<Date>`now() - ${demo.completedDaysAgo}::int * interval '1 day'`;
        return {
          ecourse_id: ecourseId,
          user_id: demo.userId,
          customer_id: 2,
          started: completed,
          completed,
          competence_expires: demo.expiresInDays === null ? null : sql<string>`current_date + ${demo.expiresInDays}::int`,
        };
      }),
    )
    .execute();
}
