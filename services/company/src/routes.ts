import { zodResponse, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { companyStatusSchema } from './contract';

export const companyRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/status',
    { config: { access: 'authenticated' }, schema: { response: { 200: zodResponse(companyStatusSchema) } } },
    async () => ({ area: 'company' as const, ready: true as const }),
  );
};
