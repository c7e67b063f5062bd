import { addEndpoint, auditEntriesAboutPerson, toAuditEntry } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { PERSON_AUDIT_PAGE_SIZE, personAuditEndpoints } from '@atrium/users-contract';
import { usersDb } from '../db';
import { requireUser } from '../person-records/person-records-query';

/** The audit screen of one person (decision 0209): the shared audit log's entries about them, with the writers' names. */
export const personAuditRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = usersDb(shared);

  addEndpoint(app, personAuditEndpoints.list, async (request) => {
    const { userId } = request.params;
    await requireUser(db, userId);
    const rows = await auditEntriesAboutPerson(shared, userId, { before: request.query.before, limit: PERSON_AUDIT_PAGE_SIZE + 1 });
    const page = rows.slice(0, PERSON_AUDIT_PAGE_SIZE);
    const actorIds = [...new Set(page.map((row) => row.actor_user_id).filter((id): id is number => id !== null))];
    const actors =
      actorIds.length === 0
        ? []
        : await db
            .selectFrom('users')
            .select(['id', sql<string>`first_name || ' ' || last_name`.as('name')])
            .where('id', 'in', actorIds)
            .execute();
    const nameOf = new Map(actors.map((actor) => [actor.id, actor.name]));
    return {
      entries: page.map((row) => ({
        ...toAuditEntry(row),
        actor: row.actor_user_id === null ? null : (nameOf.get(row.actor_user_id) ?? null),
      })),
      hasMore: rows.length > PERSON_AUDIT_PAGE_SIZE,
    };
  });
};
