import { principalOf, addEndpoint } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { ecourseCommentEndpoints } from '@atrium/elearning-contract';
import { elearningDb, type ElearningDb } from '../db';
import { peopleByIds } from '../licenses/license-people';
import { requireEcourse } from './require-ecourse';

async function readComments(db: ElearningDb, ecourseId: number, type: 'ELEARNINGCOURSE') {
  const rows = await db
    .selectFrom('ecourse_comment')
    .select(['id', 'type', 'text', 'author_name', 'created_at'])
    .where('ecourse_id', '=', ecourseId)
    .where('type', '=', type)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    text: row.text,
    authorName: row.author_name,
    createdAt: row.created_at.toISOString(),
  }));
}

/** The notes tab: comments of type ELEARNINGCOURSE (document 001 §4), newest first. */
export const commentRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = elearningDb(shared);

  addEndpoint(app, ecourseCommentEndpoints.list, async (request) => {
    await requireEcourse(db, request.params.id);
    return readComments(db, request.params.id, request.params.type);
  });

  addEndpoint(app, ecourseCommentEndpoints.add, async (request) => {
    await requireEcourse(db, request.params.id);
    const principal = principalOf(request);
    // The name is kept with the note, so it still reads right after the author leaves.
    const author = (await peopleByIds(shared, [principal.userId])).get(principal.userId);
    await db
      .insertInto('ecourse_comment')
      .values({
        ecourse_id: request.params.id,
        type: request.params.type,
        text: request.body.text,
        author_user_id: principal.userId,
        author_name: author?.name ?? principal.username,
      })
      .execute();
    return readComments(db, request.params.id, request.params.type);
  });
};
