import { addEndpoint, principalOf, type ZodTypeProvider } from '@atrium/service-core';
import { requestLocale } from '@atrium/service-core/excel';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { competenceEndpoints } from '@atrium/company-contract';
import { reportCustomerOf } from '../license-reports/license-customer';
import { publishedDb } from '../license-reports/published-licenses';
import { competenceWorkbook } from './competence-excel';
import { allCompetences, searchCompetences } from './competence-query';

/** The competence search and its report (document 001 §7), always of the company the caller acts for (decision 0224). */
export const competenceRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const published = publishedDb(db);

  addEndpoint(app, competenceEndpoints.search, async (request) =>
    searchCompetences(published, reportCustomerOf(principalOf(request)), request.body),
  );

  addEndpoint(app, competenceEndpoints.report, async (request, reply) => {
    const rows = allCompetences(published, reportCustomerOf(principalOf(request)), request.query);
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="competences.xlsx"')
      .header('cache-control', 'no-store')
      .send(competenceWorkbook(rows, requestLocale(request)));
  });
};
