import { HttpError } from '@atrium/service-core';
import type { Consent, ConsentType, Note, SecurityCard } from '@atrium/users-contract';
import type { UsersDb } from '../db';

/** The person's id for their uuid (the consent calls name people by uuid, document 002 §7); 404 for nobody. */
export async function userIdOfUuid(db: UsersDb, uuid: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('uuid', '=', uuid).executeTakeFirst();
  if (!row) throw new HttpError(404, 'user.notFound');
  return row.id;
}

export async function requireUser(db: UsersDb, userId: number): Promise<void> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!row) throw new HttpError(404, 'user.notFound');
}

export async function consentsOf(db: UsersDb, userId: number): Promise<Consent[]> {
  const rows = await db.selectFrom('user_consent').selectAll().where('user_id', '=', userId).orderBy('consent_type').execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.consent_type as ConsentType,
    given: row.given,
    givenAt: row.given_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
}

export async function notesOf(db: UsersDb, userId: number, noteId?: number): Promise<Note[]> {
  let query = db
    .selectFrom('user_note as n')
    .leftJoin('users as a', 'a.id', 'n.author_id')
    .select(['n.id', 'n.text', 'n.created_at', 'n.user_id', 'a.first_name', 'a.last_name'])
    .where('n.user_id', '=', userId);
  if (noteId !== undefined) query = query.where('n.id', '=', noteId);
  const rows = await query.orderBy('n.created_at', 'desc').orderBy('n.id', 'desc').execute();
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    timestamp: row.created_at.toISOString(),
    commentType: 'USER' as const,
    typeId: row.user_id,
    author: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
  }));
}

export async function securityCardsOf(db: UsersDb, userId: number): Promise<SecurityCard[]> {
  const rows = await db
    .selectFrom('security_card')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('expires_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    cardType: row.card_type,
    cardNumber: row.card_number,
    issuedOn: row.issued_on,
    expiresOn: row.expires_on,
  }));
}
