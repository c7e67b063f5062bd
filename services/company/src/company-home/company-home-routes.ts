import { addEndpoint, principalOf } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { companyHomeEndpoints } from '@atrium/company-contract';
import { companyDb } from '../db';
import { reportCustomerOf } from '../license-reports/license-customer';
import { publishedDb } from '../license-reports/published-licenses';
import { companyHome } from './company-home-query';

export const companyHomeRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db }) => {
  addEndpoint(app, companyHomeEndpoints.home, async (request) =>
    companyHome(companyDb(db), publishedDb(db), reportCustomerOf(principalOf(request))),
  );
};
