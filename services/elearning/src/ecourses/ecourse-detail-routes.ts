import { HttpError, addEndpoint } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { ecourseDetailEndpoints } from '@atrium/elearning-contract';
import { elearningDb } from '../db';
import { inTransaction } from '../transaction';
import { readTexts, writeTexts } from './ecourse-texts';
import { requireEcourse } from './require-ecourse';

/** The parts of the edit form read and saved on their own: texts, the landing-page switch and the package details. */
export const ecourseDetailRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = elearningDb(shared);

  addEndpoint(app, ecourseDetailEndpoints.texts, async (request) => {
    await requireEcourse(db, request.params.id);
    return readTexts(db, request.params.id);
  });

  addEndpoint(app, ecourseDetailEndpoints.saveTexts, async (request) =>
    inTransaction(db, async (trx) => {
      await requireEcourse(trx, request.params.id);
      await writeTexts(trx, request.params.id, request.body);
      return readTexts(trx, request.params.id);
    }),
  );

  addEndpoint(app, ecourseDetailEndpoints.skipLandingPage, async (request) => ({
    skip: (await requireEcourse(db, request.params.id)).skip_landing_page,
  }));

  addEndpoint(app, ecourseDetailEndpoints.setSkipLandingPage, async (request) => {
    const row = await db
      .updateTable('ecourse')
      .set({ skip_landing_page: request.params.flag })
      .where('id', '=', request.params.id)
      .returning('skip_landing_page')
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'E-course not found');
    return { skip: row.skip_landing_page };
  });

  addEndpoint(app, ecourseDetailEndpoints.scormDetails, async (request) => {
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
  });
};
