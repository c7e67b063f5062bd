import { principalOf, zodResponse, type ZodTypeProvider } from '@atrium/service-core';
import { SITE_STORES } from '@atrium/core-contract';
import type { FastifyPluginAsync } from 'fastify';
import { currentStoreSchema } from '@atrium/elearning-contract';
import { packageOwnersFromEnv } from './package-owners';

/** The e-learning area's answer to getCurrentStore: the package chooser needs the site's package owner. */
export const storeRoutes: FastifyPluginAsync = async (fastify) => {
  const owners = packageOwnersFromEnv();
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/data/store/getCurrentStore',
      { config: { access: 'authenticated' }, schema: { response: { 200: zodResponse(currentStoreSchema) } } },
      async (request) => {
        const { site } = principalOf(request);
        return { site, ...SITE_STORES[site], packageOwnerCustomerId: owners[site] };
      },
    );
};
