import { addEndpoint, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { advancedSearchEndpoints, type AdvancedSearchResponse } from '@atrium/classroom-contract';
import { classroomDb } from '../db';
import { advancedSearchWorkbook } from './advanced-search-excel';
import { requestLocale } from '@atrium/service-core/excel';
import { searchPage } from './advanced-search-query';

/** Document 000 §7 "Advanced search": one page of the result list as JSON, or the whole window as a streamed workbook. */
export const advancedSearchRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = classroomDb(shared);

  addEndpoint(app, advancedSearchEndpoints.search, async (request, reply) => {
    if (request.query.toExcel) {
      // Fastify pipes a stream as it is; the JSON response schema only types the other branch.
      const workbook = advancedSearchWorkbook(db, request.query, requestLocale(request)) as unknown as AdvancedSearchResponse;
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="course-instances.xlsx"')
        .header('cache-control', 'no-store')
        .send(workbook);
    }
    return searchPage(db, request.query);
  });
};
