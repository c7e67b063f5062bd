import { addEndpoint, customerScopeOf, HttpError, principalOf } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { atriumUserSearchEndpoints, USER_DELETE_SELF } from '@atrium/users-contract';
import { usersDb } from '../db';
import { searchUsers } from './atrium-user-search-query';
import { deleteUser, undeleteUser } from './atrium-user-search-store';

/** The user search of document 002 (§2 "/{product}usersearch"): search, delete and undelete from the list. */
export const atriumUserSearchRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = usersDb(shared);

  addEndpoint(app, atriumUserSearchEndpoints.search, async (request) =>
    searchUsers(db, request.query, customerScopeOf(principalOf(request))),
  );

  addEndpoint(app, atriumUserSearchEndpoints.remove, async (request) => {
    const { userId } = request.params;
    const actorId = principalOf(request).userId;
    if (userId === actorId) throw new HttpError(409, USER_DELETE_SELF);
    const ended = await deleteUser(db, userId, actorId);
    if (ended === null) throw new HttpError(404, 'No such user');
    for (const sessionId of ended) app.forgetSession(sessionId);
  });

  addEndpoint(app, atriumUserSearchEndpoints.undelete, async (request) => {
    if (!(await undeleteUser(db, request.params.userId, principalOf(request).userId))) throw new HttpError(404, 'No such user');
  });
};
