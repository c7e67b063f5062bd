import type { UsersDb } from '../db';
import { revokeUserSessions } from '../session/session-store';
import { recordAudit } from '../user-administration/user-audit';

/**
 * Marks the person deleted, records it and ends their sessions; null when there is nobody. Repeating it keeps the first time of
 * deletion, so a second click or a retry changes nothing.
 */
export async function deleteUser(db: UsersDb, userId: number, actorId: number): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom('users').select('deleted_at').where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!exists) return null;
    if (exists.deleted_at === null) {
      await trx.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', userId).execute();
      await recordAudit(trx, userId, actorId, 'user.delete');
    }
    return revokeUserSessions(trx, userId);
  });
}

/** Brings a deleted person back (they sign in again with their old password); false when there is nobody. */
export async function undeleteUser(db: UsersDb, userId: number, actorId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom('users').select('deleted_at').where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!exists) return false;
    if (exists.deleted_at !== null) {
      await trx.updateTable('users').set({ deleted_at: null }).where('id', '=', userId).execute();
      await recordAudit(trx, userId, actorId, 'user.undelete');
    }
    return true;
  });
}
