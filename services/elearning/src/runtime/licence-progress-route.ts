import { principalOf, zodResponse, zodSchema, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { licenceProgressSchema, licenseIdParamsSchema } from '../contract';
import { elearningDb } from '../db';
import { licenceProgressOf } from './licence-progress-view';
import { launchByLicenceId } from './runtime-access';

/** GET scorm/license/{id}: where the learner stands in their own licence (what the runtime has recorded). */
export const licenceProgressRoute: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);

  app.get(
    '/scorm/license/:id',
    {
      config: { access: 'authenticated' },
      schema: { params: zodSchema(licenseIdParamsSchema), response: { 200: zodResponse(licenceProgressSchema) } },
    },
    async (request) => licenceProgressOf(db, await launchByLicenceId(db, request.params.id, principalOf(request))),
  );
};
