import { addEndpoint, sentMailTo } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { NOTIFICATIONS_LIMIT, userNotificationEndpoints } from '@atrium/users-contract';
import { usersDb, type UsersDb } from '../db';
import { requireUser } from '../person-records/person-records-query';

/** The addresses mail reaches a person at: their own e-mail and the work e-mails of their contexts. */
async function addressesOf(db: UsersDb, userId: number): Promise<string[]> {
  const [user, contexts] = await Promise.all([
    db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('user_context').select('work_email').where('user_id', '=', userId).where('work_email', 'is not', null).execute(),
  ]);
  const all = [user.email, ...contexts.map((context) => context.work_email!)].map((address) => address.toLowerCase());
  return [...new Set(all)];
}

/**
 * The notifications tab (document 002 §2): the e-mails every area's outbox holds for the person, newest first. The
 * product has no SMS gateway, so no SMS is ever sent and none is listed (decision 0207).
 */
export const userNotificationRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = usersDb(shared);

  addEndpoint(app, userNotificationEndpoints.list, async (request) => {
    const { userId } = request.params;
    await requireUser(db, userId);
    const addresses = await addressesOf(db, userId);
    const mail = await sentMailTo(shared, addresses, NOTIFICATIONS_LIMIT + 1);
    return {
      addresses,
      limited: mail.length > NOTIFICATIONS_LIMIT,
      emails: mail.slice(0, NOTIFICATIONS_LIMIT).map((email) => ({
        ...email,
        createdAt: email.createdAt.toISOString(),
        sentAt: email.sentAt?.toISOString() ?? null,
      })),
    };
  });
};
