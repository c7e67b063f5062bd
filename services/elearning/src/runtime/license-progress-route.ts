import { principalOf, zodResponse, zodSchema, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { licenseProgressSchema, licenseIdParamsSchema } from '@atrium/elearning-contract';
import { elearningDb } from '../db';
import { licenseProgressOf } from './license-progress-view';
import { launchByLicenseId } from './runtime-access';

/** GET scorm/license/{id}: where the learner stands in their own license (what the runtime has recorded). */
export const licenseProgressRoute: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);

  app.get(
    '/scorm/license/:id',
    {
      config: { access: 'authenticated' },
      schema: { params: zodSchema(licenseIdParamsSchema), response: { 200: zodResponse(licenseProgressSchema) } },
    },
    async (request) => licenseProgressOf(db, await launchByLicenseId(db, request.params.id, principalOf(request))),
  );
};
