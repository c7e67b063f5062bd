import { HttpError, zodResponse, zodSchema, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ecourseLocalizedTextsSchema,
  ecourseParamsSchema,
  scormDetailsSchema,
  skipLandingPageParamsSchema,
  skipLandingPageSchema,
} from '@atrium/elearning-contract';
import { elearningDb } from '../db';
import { inTransaction } from '../transaction';
import { COURSE_ADMINS } from './ecourse-access';
import { readTexts, writeTexts } from './ecourse-texts';
import { requireEcourse } from './require-ecourse';

/** The parts of the edit form read and saved on their own: texts, the landing-page switch and the package details. */
export const ecourseDetailRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);
  const params = zodSchema(ecourseParamsSchema);
  const texts = { 200: zodResponse(ecourseLocalizedTextsSchema) };

  app.get(
    '/data/elearningCourse/:id/courseTexts',
    { config: { access: COURSE_ADMINS }, schema: { params, response: texts } },
    async (request) => {
      await requireEcourse(db, request.params.id);
      return readTexts(db, request.params.id);
    },
  );

  app.post(
    '/data/elearningCourse/:id/courseTexts',
    { config: { access: COURSE_ADMINS }, schema: { params, body: zodSchema(ecourseLocalizedTextsSchema), response: texts } },
    async (request) =>
      inTransaction(db, async (trx) => {
        await requireEcourse(trx, request.params.id);
        await writeTexts(trx, request.params.id, request.body);
        return readTexts(trx, request.params.id);
      }),
  );

  const skip = { 200: zodResponse(skipLandingPageSchema) };
  app.get(
    '/data/ecourses/getSkipLandingPage/:id',
    { config: { access: COURSE_ADMINS }, schema: { params, response: skip } },
    async (request) => ({
      skip: (await requireEcourse(db, request.params.id)).skip_landing_page,
    }),
  );

  app.put(
    '/data/ecourses/updateSkipLandingPage/:id/:flag',
    { config: { access: COURSE_ADMINS }, schema: { params: zodSchema(skipLandingPageParamsSchema), response: skip } },
    async (request) => {
      const row = await db
        .updateTable('ecourse')
        .set({ skip_landing_page: request.params.flag })
        .where('id', '=', request.params.id)
        .returning('skip_landing_page')
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'E-course not found');
      return { skip: row.skip_landing_page };
    },
  );

  app.get(
    '/data/ecourses/:id/scormDetails',
    { config: { access: COURSE_ADMINS }, schema: { params, response: { 200: zodResponse(scormDetailsSchema) } } },
    async (request) => {
      const row = await db
        .selectFrom('ecourse as e')
        .leftJoin('package as p', 'p.id', 'e.package_id')
        .select(['e.id', 'p.id as packageId', 'p.type'])
        .where('e.id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'E-course not found');
      const scorm = row.type === 'scorm12' || row.type === 'scorm2004';
      return {
        xapiCoursePackageType: row.type,
        xapiCoursePackageId: row.packageId,
        epkgUUID: null,
        epkgId: null,
        // The SCORM course is the package itself: this product plays SCORM packages without another layer.
        scormCourseId: scorm ? row.packageId : null,
      };
    },
  );
};
