import { htmlFileEndpoints } from '@atrium/authoring-contract';
import { addEndpoint, principalOf } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { authorCustomerOf } from '../customer-details/author-customer';
import { authoringDb } from '../db';
import { deleteLessonFiles } from '../lessons/delete-lesson-files';
import { htmlFileList } from './html-file-list';

/** §7 html v2 file list and delete (decision 0249); the upload is the lesson file upload with a path. */
export const htmlFileRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = authoringDb(shared);

  addEndpoint(app, htmlFileEndpoints.list, async (request) =>
    htmlFileList(db, authorCustomerOf(principalOf(request)), request.params.uuid, request.query.folder),
  );
  addEndpoint(app, htmlFileEndpoints.remove, async (request) => ({
    deleted: await deleteLessonFiles(db, authorCustomerOf(principalOf(request)), request.params.uuid, request.query.path, true),
  }));
};
