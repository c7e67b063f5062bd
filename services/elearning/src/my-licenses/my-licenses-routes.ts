import { principalOf, zodResponse, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { MY_LICENSES_PATH, myLicenseListSchema } from '@atrium/elearning-contract';
import { elearningDb } from '../db';
import { myLicenses } from './my-licenses-query';

/** Anyone signed in reads their own licenses; the user id comes from the session, never from the request. */
export const myLicensesRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);

  app.get(
    MY_LICENSES_PATH,
    { config: { access: 'authenticated' }, schema: { response: { 200: zodResponse(myLicenseListSchema) } } },
    async (request) => myLicenses(db, principalOf(request).userId),
  );
};
