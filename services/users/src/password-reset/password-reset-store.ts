import { sql } from 'kysely';
import { RESET_LINK_HOURS, WELCOME_LINK_DAYS, type Locale } from '@atrium/users-contract';
import type { UsersDb } from '../db';
import { isLoginName } from '../login-name';
import { revokeUserSessions } from '../session/session-store';
import { hashLinkToken, newLinkToken } from './reset-link-token';

/** A reset asked for (by the person or an admin), or the first password of someone registered for them. */
export type LinkPurpose = 'reset' | 'welcome';

export interface LinkPerson {
  id: number;
  username: string;
  email: string;
  firstName: string;
  locale: Locale;
}

const PERSON_COLUMNS = ['u.id', 'u.username', 'u.email', 'u.first_name as firstName', 'u.locale'] as const;

export function findPersonByLogin(db: UsersDb, usernameOrEmail: string): Promise<LinkPerson | undefined> {
  return db
    .selectFrom('users as u')
    .select(PERSON_COLUMNS)
    .where((eb) => isLoginName(eb, usernameOrEmail))
    .executeTakeFirst();
}

export function findPerson(db: UsersDb, userId: number): Promise<LinkPerson | undefined> {
  return db.selectFrom('users as u').select(PERSON_COLUMNS).where('u.id', '=', userId).executeTakeFirst();
}

/** Stores a new link for the person (its hash only) and returns the token the e-mail carries. */
export async function createLink(db: UsersDb, userId: number, purpose: LinkPurpose): Promise<string> {
  const token = newLinkToken();
  const lifetime =
    purpose === 'welcome' ? sql`make_interval(days => ${WELCOME_LINK_DAYS})` : sql`make_interval(hours => ${RESET_LINK_HOURS})`;
  await db
    .insertInto('password_reset_link')
    .values({ token_hash: hashLinkToken(token), user_id: userId, purpose, expires_at: sql<Date>`now() + ${lifetime}` })
    .execute();
  return token;
}

/**
 * Whether the person was sent a reset link within the last minute: the public form sends no second one so
 * soon. A welcome link does not count: someone just registered may ask for a reset at once.
 */
export async function hasRecentResetLink(db: UsersDb, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('password_reset_link')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'reset')
    .where('created_at', '>', sql<Date>`now() - interval '1 minute'`)
    .executeTakeFirst();
  return row !== undefined;
}

const isOpen = (db: UsersDb, token: string) =>
  db
    .selectFrom('password_reset_link as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .where('l.token_hash', '=', hashLinkToken(token))
    .where('l.used_at', 'is', null)
    .where('l.expires_at', '>', sql<Date>`now()`);

/** The person of a link that still works: not used, not expired, known. */
export function findOpenLink(db: UsersDb, token: string): Promise<LinkPerson | undefined> {
  return isOpen(db, token).select(PERSON_COLUMNS).executeTakeFirst();
}

/**
 * Marks the link used and answers its person, or nothing when it no longer works. The update locks the row:
 * a second use at the same moment waits for the first to commit and then finds the link used.
 */
export async function useLink(trx: UsersDb, token: string): Promise<LinkPerson | undefined> {
  const link = await trx
    .updateTable('password_reset_link')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashLinkToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return link && findPerson(trx, link.user_id);
}

/**
 * Gives the person a new password: their other open links stop working and their sessions end, except
 * keepSessionId. Answers the sessions it ended, or null when there is no such person.
 */
export async function replacePassword(
  trx: UsersDb,
  userId: number,
  passwordHash: string,
  keepSessionId?: string,
): Promise<string[] | null> {
  const updated = await trx
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (!updated) return null;
  await trx
    .updateTable('password_reset_link')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  return revokeUserSessions(trx, userId, keepSessionId);
}
