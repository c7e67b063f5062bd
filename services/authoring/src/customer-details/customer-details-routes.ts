import { addEndpoint, principalOf } from '@atrium/service-core';
import { SITE_STORES } from '@atrium/core-contract';
import { customerDetailsEndpoints, authoringLocaleSchema } from '@atrium/authoring-contract';
import type { FastifyPluginAsync } from 'fastify';
import { authorCustomerOf } from './author-customer';

/** §2 and §6: the screens load the customer details first; a 404 sends the caller to /elearningpackage/noaccess. */
export const customerDetailsRoutes: FastifyPluginAsync = async (app) => {
  addEndpoint(app, customerDetailsEndpoints.get, async (request) => {
    const principal = principalOf(request);
    return {
      customerId: authorCustomerOf(principal),
      defaultLocale: authoringLocaleSchema.catch('en_US').parse(SITE_STORES[principal.site].locale),
    };
  });
};
