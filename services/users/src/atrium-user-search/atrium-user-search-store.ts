import type { UsersDb } from '../db';
import { revokeUserSessions } from '../session/session-store';

/**
 * Marks the person deleted and ends their sessions; true when they exist. Repeating it keeps the first time of
 * deletion, so a second click or a retry changes nothing.
 */
export async function deleteUser(db: UsersDb, userId: number): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('users')
      .set((eb) => ({ deleted_at: eb.fn.coalesce('deleted_at', eb.fn<Date>('now')) }))
      .where('id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    if (!row) return null;
    return revokeUserSessions(trx, userId);
  });
}

/** Brings a deleted person back (they sign in again with their old password); false when there is nobody. */
export async function undeleteUser(db: UsersDb, userId: number): Promise<boolean> {
  const row = await db.updateTable('users').set({ deleted_at: null }).where('id', '=', userId).returning('id').executeTakeFirst();
  return row !== undefined;
}
