import { zodResponse, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { elearningStatusSchema } from './contract';

export const elearningRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/status',
    { config: { access: 'authenticated' }, schema: { response: { 200: zodResponse(elearningStatusSchema) } } },
    async () => ({ area: 'elearning' as const, ready: true as const }),
  );
};
