import { zodResponse, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { authoringStatusSchema } from '@atrium/authoring-contract';

export const authoringRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/status',
    { config: { access: 'authenticated' }, schema: { response: { 200: zodResponse(authoringStatusSchema) } } },
    async () => ({ area: 'authoring' as const, ready: true as const }),
  );
};
