import { addEndpoint, principalOf, SITE_STORES } from '@atrium/service-core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { classroomSearchEndpoints } from '@atrium/reports-contract';
import { reportsDb } from '../db';
import { courseList, coursePlan, courseTurnover, courseTurnoverPotential, purchaseReport } from './classroom-search-query';

// Document 003: amounts are in the viewer's site currency (NOK, or SEK for the Swedish learning site).
const currencyOf = (request: FastifyRequest) => SITE_STORES[principalOf(request).site].currency;

export const classroomSearchRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = reportsDb(shared);
  addEndpoint(app, classroomSearchEndpoints.COURSE_LIST, async (request) => courseList(db, request.body));
  addEndpoint(app, classroomSearchEndpoints.COURSE_PLAN, async (request) => coursePlan(db, request.body));
  addEndpoint(app, classroomSearchEndpoints.COURSE_TURNOVER, async (request) => courseTurnover(db, currencyOf(request), request.body));
  addEndpoint(app, classroomSearchEndpoints.COURSE_TURNOVER_POTENTIAL, async (request) =>
    courseTurnoverPotential(db, currencyOf(request), request.body),
  );
  addEndpoint(app, classroomSearchEndpoints.PURCHASE_REPORT, async (request) => purchaseReport(db, currencyOf(request), request.body));
};
