import { addEndpoint } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { clashCheckEndpoints as endpoints } from '@atrium/classroom-contract';
import { classroomDb } from '../db';
import { findClashes } from './clash-check-query';

/** Clash checks the screens run before saving happenings or adding people (decision 0176). */
export const clashCheckRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);
  addEndpoint(app, endpoints.check, async (request) => ({ clashes: await findClashes(db, request.body) }));
};
