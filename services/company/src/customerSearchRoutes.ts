import { containsPattern, zodResponse, zodSchema, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { customerSearchQuerySchema, customerSummaryListSchema } from './contract';

/** The customer picker other areas use; they store customer ids and fetch names here. */
export const customerSearchRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/data/customers',
    {
      config: { access: 'authenticated' },
      schema: { querystring: zodSchema(customerSearchQuerySchema), response: { 200: zodResponse(customerSummaryListSchema) } },
    },
    async (request) => {
      const { name, limit, hideInactive, hideMergedCustomers } = request.query;
      let query = db
        .withSchema('company')
        .selectFrom('customer')
        .select(['id', 'name', 'org_number as orgNumber', 'active'])
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .limit(limit);
      if (name) query = query.where('name', 'ilike', containsPattern(name));
      if (hideInactive) query = query.where('active', '=', true);
      if (hideMergedCustomers) query = query.where('merged_into_id', 'is', null);
      return query.execute();
    },
  );
};
