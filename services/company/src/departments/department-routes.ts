import { addEndpoint, HttpError, principalOf, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { companyDb } from '../db';
import { customerPickerEndpoints } from '@atrium/company-contract';
import { readsDepartmentsOf } from './department-access';

/** The department picker: a customer's departments by name, for those who may read them (departmentAccess). */
export const departmentRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = companyDb(shared);

  addEndpoint(app, customerPickerEndpoints.departments, async (request) => {
    const principal = principalOf(request);
    const { customerId } = request.params;
    const { q, limit } = request.query;
    if (!readsDepartmentsOf(principal, customerId)) throw new HttpError(403, 'Departments of another company');
    const customer = await db.selectFrom('customer').select('id').where('id', '=', customerId).executeTakeFirst();
    if (!customer) throw new HttpError(404, 'Customer not found');

    let query = db
      .selectFrom('department')
      .select(['id', 'name', sql<number>`(count(*) over ())::int`.as('total')])
      .where('customer_id', '=', customerId)
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .limit(limit);
    if (q) query = query.where(sql<boolean>`strpos(lower(name), ${q.toLowerCase()}) > 0`);
    const rows = await query.execute();
    return { total: rows[0]?.total ?? 0, departments: rows.map(({ id, name }) => ({ id, name })) };
  });
};
