import { addEndpoint, COURSE_ADMINS, principalOf, SITE_STORES, zodSchema } from '@atrium/service-core';
import { requestLocale } from '@atrium/service-core/excel';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ELEARNING_SEARCH_CSV_NAME,
  ELEARNING_SEARCH_CSV_PATH,
  elearningSearchEndpoint,
  elearningSearchParamsSchema,
} from '@atrium/reports-contract';
import type { z } from 'zod';
import { reportsDb } from '../db';
import { elearningSearchCsv } from './elearning-search-csv';
import { elearningSearch, elearningTurnoverPage } from './elearning-turnover-query';

// Amounts are in the viewer's site currency, as the classroom searches' (decision 0200).
const currencyOf = (request: FastifyRequest) => SITE_STORES[principalOf(request).site].currency;

export const elearningSearchRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = reportsDb(shared);
  addEndpoint(app, elearningSearchEndpoint, async (request) => elearningSearch(db, currencyOf(request), request.body));

  app.get<{ Querystring: z.output<typeof elearningSearchParamsSchema> }>(
    ELEARNING_SEARCH_CSV_PATH,
    { config: { access: { roles: COURSE_ADMINS } }, schema: { querystring: zodSchema(elearningSearchParamsSchema) } },
    async (request, reply) => {
      const currency = currencyOf(request);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ELEARNING_SEARCH_CSV_NAME}"`)
        .header('cache-control', 'no-store')
        .send(elearningSearchCsv(elearningTurnoverPage(db, currency, request.query), requestLocale(request), currency));
    },
  );
};
