import { addEndpoint, principalOf, type ZodTypeProvider } from '@atrium/service-core';
import { SITE_STORES } from '@atrium/core-contract';
import type { FastifyPluginAsync } from 'fastify';
import { storeEndpoints } from '@atrium/elearning-contract';
import { packageOwnersFromEnv } from './package-owners';

/** The e-learning area's answer to getCurrentStore: the package chooser needs the site's package owner. */
export const storeRoutes: FastifyPluginAsync = async (fastify) => {
  const owners = packageOwnersFromEnv();
  addEndpoint(fastify.withTypeProvider<ZodTypeProvider>(), storeEndpoints.current, async (request) => {
    const { site } = principalOf(request);
    return { site, ...SITE_STORES[site], packageOwnerCustomerId: owners[site] };
  });
};
