import { packageEndpoints, scriptEndpoints } from '@atrium/authoring-contract';
import { addEndpoint, principalOf } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { authorCustomerOf } from '../customer-details/author-customer';
import { authoringDb } from '../db';
import { packageScript } from '../script/package-script';
import { scriptPdf } from '../script/script-pdf';
import { listPackages, packageDetail } from './package-query';
import {
  attachLesson,
  copyPackage,
  deleteChapter,
  detachLesson,
  rearrangeChapters,
  rearrangeLessons,
  saveChapter,
  savePackage,
} from './package-store';

const author = (request: Parameters<typeof principalOf>[0]) => authorCustomerOf(principalOf(request));

/** /elearningpackage/packages, /editpackage and /script: packages, their chapters and their lessons' order, the script. */
export const packageRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = authoringDb(shared);

  addEndpoint(app, packageEndpoints.list, async (request) => listPackages(db, author(request), request.query));

  addEndpoint(app, packageEndpoints.filter, async (request) => {
    author(request);
    const row = await db
      .selectFrom('package_filter')
      .select('filter')
      .where('user_id', '=', principalOf(request).userId)
      .executeTakeFirst();
    return { filter: row?.filter ?? 'all-non-archived' };
  });

  addEndpoint(app, packageEndpoints.saveFilter, async (request) => {
    author(request);
    const { filter } = request.body;
    await db
      .insertInto('package_filter')
      .values({ user_id: principalOf(request).userId, filter })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ filter }))
      .execute();
  });

  addEndpoint(app, packageEndpoints.get, async (request) => packageDetail(db, author(request), request.params.uuid));
  addEndpoint(app, scriptEndpoints.get, async (request) => packageScript(db, author(request), request.params.uuid));
  addEndpoint(app, scriptEndpoints.pdf, async (request, reply) => {
    const script = await packageScript(db, author(request), request.params.uuid);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="script-${script.internalName.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf"`)
      .header('cache-control', 'no-store')
      .send(scriptPdf(script));
  });

  addEndpoint(app, packageEndpoints.save, async (request) => {
    const customerId = author(request);
    return packageDetail(db, customerId, await savePackage(db, customerId, request.body));
  });

  addEndpoint(app, packageEndpoints.copy, async (request) => {
    const customerId = author(request);
    return packageDetail(db, customerId, await copyPackage(db, customerId, request.params.uuid));
  });

  addEndpoint(app, packageEndpoints.saveChapter, async (request) => {
    const customerId = author(request);
    await saveChapter(db, customerId, request.params.uuid, request.body);
    return packageDetail(db, customerId, request.params.uuid);
  });

  addEndpoint(app, packageEndpoints.deleteChapter, async (request) => {
    const customerId = author(request);
    await deleteChapter(db, customerId, request.params.uuid, request.params.chapterId);
    return packageDetail(db, customerId, request.params.uuid);
  });

  addEndpoint(app, packageEndpoints.rearrangeChapters, async (request) => {
    const customerId = author(request);
    await rearrangeChapters(db, customerId, request.params.uuid, request.body.ids);
    return packageDetail(db, customerId, request.params.uuid);
  });

  addEndpoint(app, packageEndpoints.rearrangeLessons, async (request) => {
    const customerId = author(request);
    await rearrangeLessons(db, customerId, request.params.uuid, request.params.chapterId, request.body.ids);
    return packageDetail(db, customerId, request.params.uuid);
  });

  addEndpoint(app, packageEndpoints.attachLesson, async (request) => {
    const customerId = author(request);
    await attachLesson(db, customerId, request.params.uuid, request.params.chapterId, request.body.lessonUuid);
    return packageDetail(db, customerId, request.params.uuid);
  });

  addEndpoint(app, packageEndpoints.detachLesson, async (request) => {
    const customerId = author(request);
    await detachLesson(db, customerId, request.params.uuid, request.params.chapterId, request.params.lessonUuid);
    return packageDetail(db, customerId, request.params.uuid);
  });
};
