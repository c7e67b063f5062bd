import { HttpError, addEndpoint } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { publicationEndpoints } from '@atrium/elearning-contract';
import { elearningDb, type ElearningDb } from '../db';
import { requireEcourse } from './require-ecourse';

async function readPublications(db: ElearningDb, ecourseId: number) {
  await requireEcourse(db, ecourseId);
  return db
    .selectFrom('publication as p')
    .leftJoin('ecourse_publication as ep', (join) => join.onRef('ep.publication_id', '=', 'p.id').on('ep.ecourse_id', '=', ecourseId))
    .select(['p.id', 'p.name', sql<boolean>`ep.ecourse_id is not null`.as('attached')])
    .orderBy('p.id')
    .execute();
}

async function requirePublication(db: ElearningDb, id: number) {
  const found = await db.selectFrom('publication').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw new HttpError(404, 'Publication not found');
}

/** Publications get, attach and detach (document 001 §2, §7); attaching twice or detaching twice changes nothing. */
export const publicationRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = elearningDb(shared);

  addEndpoint(app, publicationEndpoints.list, async (request) => readPublications(db, request.params.id));

  addEndpoint(app, publicationEndpoints.attach, async (request) => {
    const { id, publicationId } = request.params;
    await requireEcourse(db, id);
    await requirePublication(db, publicationId);
    await db
      .insertInto('ecourse_publication')
      .values({ ecourse_id: id, publication_id: publicationId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return readPublications(db, id);
  });

  addEndpoint(app, publicationEndpoints.detach, async (request) => {
    const { id, publicationId } = request.params;
    await db.deleteFrom('ecourse_publication').where('ecourse_id', '=', id).where('publication_id', '=', publicationId).execute();
    return readPublications(db, id);
  });
};
