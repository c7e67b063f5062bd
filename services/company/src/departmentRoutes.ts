import { HttpError, principalOf, zodResponse, zodSchema, type Role, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { departmentPageSchema, departmentParamsSchema, departmentSearchQuerySchema } from './contract';

const SEES_EVERY_CUSTOMER: Role[] = ['atrium', 'staff'];

/**
 * The department picker: a customer's departments by name. Platform admins and course staff may ask
 * for any customer's; a company admin only for the customer they act for, since company-level users
 * see only their own company's data (document 001 §6).
 */
export const departmentRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/data/customers/:customerId/departments',
    {
      config: { access: { roles: [...SEES_EVERY_CUSTOMER, 'companyadmin'] } },
      schema: {
        params: zodSchema(departmentParamsSchema),
        querystring: zodSchema(departmentSearchQuerySchema),
        response: { 200: zodResponse(departmentPageSchema) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { customerId } = request.params;
      const { q, limit } = request.query;
      if (!principal.roles.some((role) => SEES_EVERY_CUSTOMER.includes(role)) && principal.activeCustomerId !== customerId) {
        throw new HttpError(403, 'Departments of another company');
      }
      const customer = await db.withSchema('company').selectFrom('customer').select('id').where('id', '=', customerId).executeTakeFirst();
      if (!customer) throw new HttpError(404, 'Customer not found');

      let query = db
        .withSchema('company')
        .selectFrom('department')
        .select(['id', 'name', sql<number>`(count(*) over ())::int`.as('total')])
        .where('customer_id', '=', customerId)
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .limit(limit);
      if (q) query = query.where(sql<boolean>`strpos(lower(name), ${q.toLowerCase()}) > 0`);
      const rows = await query.execute();
      return { total: rows[0]?.total ?? 0, departments: rows.map(({ id, name }) => ({ id, name })) };
    },
  );
};
