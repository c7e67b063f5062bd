import { addEndpoint, principalOf } from '@atrium/service-core';
import { customerDetailsEndpoints } from '@atrium/authoring-contract';
import type { FastifyPluginAsync } from 'fastify';
import { authorCustomerOf, authorLocaleOf } from './author-customer';

/** §2 and §6: the screens load the customer details first; a 404 sends the caller to /elearningpackage/noaccess. */
export const customerDetailsRoutes: FastifyPluginAsync = async (app) => {
  addEndpoint(app, customerDetailsEndpoints.get, async (request) => {
    const principal = principalOf(request);
    return {
      customerId: authorCustomerOf(principal),
      defaultLocale: authorLocaleOf(principal),
    };
  });
};
