import { lessonEndpoints } from '@atrium/authoring-contract';
import { addEndpoint, deleteFile, HttpError, principalOf } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { authorCustomerOf } from '../customer-details/author-customer';
import { authoringDb } from '../db';
import { AREA } from './lesson-file-area';
import { lessonDetail, searchLessons } from './lesson-query';
import { deleteLesson, saveLesson } from './lesson-store';

/** /elearningpackage/lessons and /elearningpackage/editlesson/{uuid}: the customer's lesson library. */
export const lessonRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = authoringDb(shared);
  const author = (request: Parameters<typeof principalOf>[0]) => authorCustomerOf(principalOf(request));

  addEndpoint(app, lessonEndpoints.search, async (request) => searchLessons(db, author(request), request.query));
  addEndpoint(app, lessonEndpoints.get, async (request) => lessonDetail(db, author(request), request.params.uuid));
  addEndpoint(app, lessonEndpoints.save, async (request) => {
    const customerId = author(request);
    return lessonDetail(db, customerId, await saveLesson(db, customerId, request.body));
  });
  addEndpoint(app, lessonEndpoints.remove, async (request) => {
    const keys = await deleteLesson(db, author(request), request.params.uuid);
    for (const key of keys) await deleteFile(AREA, key);
  });
  addEndpoint(app, lessonEndpoints.toggleDisabled, async (request) => {
    const customerId = author(request);
    const result = await db
      .updateTable('lesson')
      .set({ disabled: request.body.disabled, updated_at: new Date() })
      .where('uuid', '=', request.params.uuid)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new HttpError(404, 'Lesson not found');
    return lessonDetail(db, customerId, request.params.uuid);
  });
};
