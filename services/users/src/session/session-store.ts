import type { UsersDb } from '../db';

/** A new login session, valid while the person's contexts stay as they are now (their session version). */
export async function openSession(db: UsersDb, userId: number): Promise<string> {
  const row = await db
    .insertInto('login_session')
    .columns(['user_id', 'session_version'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([eb.val(userId).as('user_id'), 'session_version'])
        .where('id', '=', userId),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ends every open session of a user except keepSessionId (whoever made the change stays signed in). The
 * platform checks the session on every request, so the ended ones stop working at once; an area run on its own
 * without the users area trusts a token until it expires (core session.ts).
 */
export async function revokeUserSessions(db: UsersDb, userId: number, keepSessionId?: string): Promise<string[]> {
  let query = db.updateTable('login_session').set({ revoked_at: new Date() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepSessionId && UUID.test(keepSessionId)) query = query.where('id', '!=', keepSessionId);
  return (await query.returning('id').execute()).map((row) => row.id);
}

export async function revokeSession(db: UsersDb, sessionId: string): Promise<void> {
  await db
    .updateTable('login_session')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function isSessionActive(db: UsersDb, sessionId: string): Promise<boolean> {
  if (!UUID.test(sessionId)) return false;
  const row = await db
    .selectFrom('login_session as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('s.id')
    .where('s.id', '=', sessionId)
    .where('s.revoked_at', 'is', null)
    .whereRef('s.session_version', '=', 'u.session_version')
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function logLogin(db: UsersDb, userId: number, success: boolean, browser: string | undefined): Promise<void> {
  await db
    .insertInto('login_log')
    .values({ user_id: userId, success, browser: browser ?? null })
    .execute();
}
