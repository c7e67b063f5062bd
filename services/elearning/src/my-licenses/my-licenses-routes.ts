import { addEndpoint, principalOf, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { myLicenseEndpoints } from '@atrium/elearning-contract';
import { elearningDb } from '../db';
import { myLicenses } from './my-licenses-query';

/** Anyone signed in reads their own licenses; the user id comes from the session, never from the request. */
export const myLicensesRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);

  addEndpoint(app, myLicenseEndpoints.list, async (request) => myLicenses(db, principalOf(request).userId));
};
