import { HttpError } from '@atrium/service-core';
import { sql } from 'kysely';
import type { CompanyHome } from '@atrium/company-contract';
import type { CompanyDb } from '../db';
import type { PublishedDb } from '../license-reports/published-licenses';

/** The customer and its e-learning licenses counted per course: what the company home summarises. */
export async function companyHome(db: CompanyDb, published: PublishedDb, customerId: number): Promise<CompanyHome> {
  const customer = await db.selectFrom('customer').select(['id', 'name']).where('id', '=', customerId).executeTakeFirst();
  if (!customer) throw new HttpError(404, 'Customer not found');
  const products = await published
    .selectFrom('elearning_license as l')
    .select([
      'l.ecourse_id as courseId',
      sql<string>`min(l.course_name)`.as('courseTitle'),
      sql<number>`count(*) filter (where not l.cancelled)::int`.as('licenses'),
      sql<number>`count(*) filter (where not l.cancelled and l.started is null and l.completed is null)::int`.as('notStarted'),
      sql<number>`count(*) filter (where not l.cancelled and l.started is not null and l.completed is null)::int`.as('started'),
      sql<number>`count(*) filter (where not l.cancelled and l.completed is not null and not l.not_passed)::int`.as('completed'),
      sql<number>`count(*) filter (where not l.cancelled and l.completed is not null and not l.not_passed
        and l.competence_expires between current_date and current_date + 90)::int`.as('expiringSoon'),
    ])
    .where('l.customer_id', '=', customerId)
    .groupBy('l.ecourse_id')
    .orderBy(sql`min(l.course_name)`)
    .execute();
  return {
    customerId: customer.id,
    customerName: customer.name,
    products: products.map((product) => ({ ...product, courseType: 'ELEARNING' as const })),
  };
}
