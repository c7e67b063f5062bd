import type { UsersDb } from '../db';

export async function openSession(db: UsersDb, userId: number): Promise<string> {
  const row = await db.insertInto('login_session').values({ user_id: userId }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function revokeSession(db: UsersDb, sessionId: string): Promise<void> {
  await db
    .updateTable('login_session')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function isSessionActive(db: UsersDb, sessionId: string): Promise<boolean> {
  if (!UUID.test(sessionId)) return false;
  const row = await db
    .selectFrom('login_session')
    .select('id')
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function logLogin(db: UsersDb, userId: number, success: boolean, browser: string | undefined): Promise<void> {
  await db
    .insertInto('login_log')
    .values({ user_id: userId, success, browser: browser ?? null })
    .execute();
}
