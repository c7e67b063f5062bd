import { HttpError } from '@atrium/service-core';
import { sql } from 'kysely';
import type { CompanyHome } from '@atrium/company-contract';
import type { CompanyDb } from '../db';
import { everyLicense, reportRoleCourses, type PublishedDb } from '../license-reports/published-licenses';

/** The customer and its licenses (e-learning and classroom, decision 0224) counted per course: what the home summarises. */
export async function companyHome(db: CompanyDb, published: PublishedDb, customerId: number): Promise<CompanyHome> {
  const customer = await db.selectFrom('customer').select(['id', 'name']).where('id', '=', customerId).executeTakeFirst();
  if (!customer) throw new HttpError(404, 'Customer not found');
  const products = await published
    .selectFrom(everyLicense(published).as('l'))
    .select([
      'l.course_type as courseType',
      'l.course_id as courseId',
      sql<string>`min(l.course_name)`.as('courseTitle'),
      sql<number>`count(*) filter (where not l.cancelled)::int`.as('licenses'),
      sql<number>`count(*) filter (where not l.cancelled and l.started is null and l.completed is null)::int`.as('notStarted'),
      sql<number>`count(*) filter (where not l.cancelled and l.started is not null and l.completed is null)::int`.as('started'),
      sql<number>`count(*) filter (where not l.cancelled and l.completed is not null and not l.not_passed)::int`.as('completed'),
      sql<number>`count(*) filter (where not l.cancelled and l.completed is not null and not l.not_passed
        and l.competence_expires between current_date and current_date + 90)::int`.as('expiringSoon'),
    ])
    .where('l.customer_id', '=', customerId)
    .groupBy(['l.course_type', 'l.course_id'])
    .orderBy(sql`min(l.course_name)`)
    .execute();
  const reportRole = await published
    .selectFrom(reportRoleCourses(published, customerId).as('r'))
    .select('r.course_id')
    .limit(1)
    .executeTakeFirst();
  return {
    customerId: customer.id,
    customerName: customer.name,
    products,
    hasReportRoleCourses: reportRole !== undefined,
  };
}
