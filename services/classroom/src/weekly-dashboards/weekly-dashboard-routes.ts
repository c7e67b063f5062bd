import { addEndpoint } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { weeklyDashboardEndpoints as endpoints } from '@atrium/classroom-contract';
import { classroomDb } from '../db';
import { weeklyDashboard } from './weekly-dashboard-query';

/** The pre-start and post-start weekly dashboards (document 002 §2). */
export const weeklyDashboardRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);
  addEndpoint(app, endpoints.pre, async (request) => weeklyDashboard(db, 'pre', request.query));
  addEndpoint(app, endpoints.post, async (request) => weeklyDashboard(db, 'post', request.query));
};
