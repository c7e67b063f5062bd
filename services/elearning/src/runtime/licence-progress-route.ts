import { principalOf, zodResponse, zodSchema, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { licenceProgressSchema, licenseIdParamsSchema } from '../contract';
import { elearningDb } from '../db';
import { launchByLicenceId } from './runtime-access';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** GET scorm/license/{id}: where the learner stands in their own licence (what the runtime has recorded). */
export const licenceProgressRoute: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);

  app.get(
    '/scorm/license/:id',
    { config: { access: 'authenticated' }, schema: { params: zodSchema(licenseIdParamsSchema), response: { 200: zodResponse(licenceProgressSchema) } } },
    async (request) => {
      const launch = await launchByLicenceId(db, request.params.id, principalOf(request));
      const licence = await db.selectFrom('license').selectAll().where('id', '=', launch.licenseId).executeTakeFirstOrThrow();
      const items = await db
        .selectFrom('package_item as i')
        .leftJoin('learner_data as d', (join) => join.onRef('d.package_item_id', '=', 'i.id').on('d.license_id', '=', launch.licenseId))
        .select(['i.id as itemId', 'd.location', 'd.completion_status as completionStatus', 'd.success_status as successStatus', 'd.score_scaled as scoreScaled'])
        .where('i.package_id', '=', launch.packageId)
        .orderBy('i.position')
        .execute();
      return {
        licenseId: licence.id,
        started: iso(licence.started),
        completed: iso(licence.completed),
        notPassed: licence.not_passed,
        completionStatus: licence.completion_status,
        successStatus: licence.success_status,
        scoreScaled: licence.score_scaled,
        scoreRaw: licence.score_raw,
        items,
      };
    },
  );
};
