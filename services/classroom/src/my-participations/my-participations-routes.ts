import { addEndpoint, principalOf, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { myParticipationEndpoints } from '@atrium/classroom-contract';
import { classroomDb } from '../db';
import { myParticipations } from './my-participations-query';

/** Anyone signed in reads the courses they take part in; the user id comes from the session, never from the request. */
export const myParticipationsRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = classroomDb(shared);

  addEndpoint(app, myParticipationEndpoints.list, async (request) => myParticipations(db, principalOf(request).userId));
};
