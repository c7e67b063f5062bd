import { sql } from 'kysely';
import type { UserAuditEntry } from '@atrium/users-contract';
import type { UsersDb } from '../db';

/** Writes one line of a person's audit, in the caller's transaction, so the change and its record go together. */
export async function recordAudit(
  db: UsersDb,
  userId: number,
  actorId: number | null,
  action: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db
    .insertInto('user_audit')
    .values({ user_id: userId, actor_id: actorId, action, detail: JSON.stringify(detail) })
    .execute();
}

/**
 * The person's audit, newest first, each with the name of who made the change. A company admin (customerScope)
 * sees the person's own changes and those at their customer, not what happened at other customers.
 */
export async function listAudit(db: UsersDb, userId: number, customerScope: number | null): Promise<UserAuditEntry[]> {
  let query = db
    .selectFrom('user_audit as a')
    .leftJoin('users as actor', 'actor.id', 'a.actor_id')
    .select(['a.id', 'a.at', 'a.action', 'a.detail', 'actor.first_name', 'actor.last_name'])
    .where('a.user_id', '=', userId);
  if (customerScope !== null) {
    query = query.where(sql<boolean>`coalesce((a.detail ->> 'customerId')::integer, ${customerScope}) = ${customerScope}`);
  }
  const rows = await query.orderBy('a.at', 'desc').orderBy('a.id', 'desc').execute();
  return rows.map((row) => ({
    id: String(row.id),
    at: row.at.toISOString(),
    actor: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    action: row.action,
    detail: row.detail,
  }));
}
