import { addEndpoint, HttpError, principalOf } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { userMergeEndpoints as endpoints } from '@atrium/users-contract';
import { usersDb, type UsersDb } from '../db';
import { previewAreas } from './area-moves';
import { mergeRecords, ocsLinked, personOf, personSummary, usersRows } from './user-merge-query';
import { mergePeople, undoMerge } from './user-merge-store';

async function recordOf(db: UsersDb, mergeId: number) {
  const [record] = await mergeRecords(db, { mergeId });
  if (!record) throw new HttpError(404, 'user.merge.notFound');
  return record;
}

/** Merge and undo (document 002 §2, §5, §7; decision 0134): platform admins only. */
export const userMergeRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = usersDb(shared);

  addEndpoint(app, endpoints.preview, async (request) => {
    const { keepId, removeId } = request.params;
    const [kept, removed] = [await personOf(db, keepId), await personOf(db, removeId)];
    return {
      kept: personSummary(kept),
      removed: personSummary(removed),
      ocsLinked: await ocsLinked(db, removeId),
      areas: [await usersRows(db, removeId, keepId), ...(await previewAreas(shared, removeId, keepId))],
    };
  });

  addEndpoint(app, endpoints.merge, async (request) => {
    const { keepId, removeId } = request.params;
    return recordOf(db, await mergePeople(db, keepId, removeId, principalOf(request).userId));
  });

  addEndpoint(app, endpoints.list, async (request) => {
    await personOf(db, request.params.userId);
    return mergeRecords(db, { userId: request.params.userId });
  });

  addEndpoint(app, endpoints.undo, async (request) => {
    await undoMerge(db, request.params.mergeId, principalOf(request).userId);
    return recordOf(db, request.params.mergeId);
  });
};
