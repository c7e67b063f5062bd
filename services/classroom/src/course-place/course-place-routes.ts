import { addEndpoint, principalOf } from '@atrium/service-core';
import { coursePlaceEndpoints } from '@atrium/classroom-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { classroomDb } from '../db';
import { countryList } from './countries';
import { listCoursePlaces, loadCoursePlace } from './course-place-query';
import { createCoursePlace, deleteCoursePlace, replacePicture, updateCoursePlace } from './course-place-store';
import { cityOfPostalCode } from './postal-code-lookup';
import { requestLocale } from './request-locale';

/** The venue calls of document 003 §7 (the picture upload is in course-place-picture-routes.ts). */
export const coursePlaceRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, coursePlaceEndpoints.list, async (request) => listCoursePlaces(db, request.query));

  addEndpoint(app, coursePlaceEndpoints.get, async (request) => loadCoursePlace(db, request.params.id, requestLocale(request)));

  addEndpoint(app, coursePlaceEndpoints.create, async (request) => {
    const id = await createCoursePlace(db, principalOf(request), request.body);
    return loadCoursePlace(db, id, requestLocale(request));
  });

  addEndpoint(app, coursePlaceEndpoints.update, async (request) => {
    await updateCoursePlace(db, principalOf(request), request.params.id, request.body);
    return loadCoursePlace(db, request.params.id, requestLocale(request));
  });

  addEndpoint(app, coursePlaceEndpoints.remove, async (request) => deleteCoursePlace(db, request.params.id));

  addEndpoint(app, coursePlaceEndpoints.removePicture, async (request) => {
    await replacePicture(db, request.params.id, null);
    return loadCoursePlace(db, request.params.id, requestLocale(request));
  });

  addEndpoint(app, coursePlaceEndpoints.countries, async (request) => countryList(requestLocale(request)));

  addEndpoint(app, coursePlaceEndpoints.postalCode, async (request) => ({
    city: await cityOfPostalCode(request.params.countryId, request.params.code),
  }));
};
