import { addEndpoint, HttpError, principalOf } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { CONSENT_EXISTS, personRecordEndpoints as endpoints, SECURITY_CARD_EXISTS } from '@atrium/users-contract';
import { usersDb } from '../db';
import { recordAudit } from '../user-administration/user-audit';
import { consentsOf, notesOf, requireUser, securityCardsOf, userIdOfUuid } from './person-records-query';

/**
 * Consent, notes and safety cards of one person (document 002 §2, §6: platform admins). Each change is written to the
 * person's audit in its transaction; a second consent of a type or a second card of the same number is a 409.
 */
export const personRecordRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = usersDb(shared);

  addEndpoint(app, endpoints.consents, async (request) => {
    await requireUser(db, request.params.userId);
    return consentsOf(db, request.params.userId);
  });

  addEndpoint(app, endpoints.addConsent, async (request) => {
    const userId = await userIdOfUuid(db, request.params.userUuid);
    const { type } = request.params;
    const actor = principalOf(request).userId;
    const added = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('user_consent')
        .values({ user_id: userId, consent_type: type, given: true, updated_by: actor })
        .onConflict((conflict) => conflict.columns(['user_id', 'consent_type']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) await recordAudit(trx, userId, actor, 'consent.add', { type });
      return row;
    });
    if (!added) throw new HttpError(409, CONSENT_EXISTS);
    return (await consentsOf(db, userId)).find((consent) => consent.id === added.id)!;
  });

  addEndpoint(app, endpoints.updateConsent, async (request) => {
    const userId = await userIdOfUuid(db, request.params.userUuid);
    const { given } = request.body;
    const actor = principalOf(request).userId;
    const changed = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('user_consent')
        .set({
          given,
          // The day it was given is the last time it went from withdrawn to given.
          given_at: sql<Date>`case when ${given} and not given then now() else given_at end` as unknown as Date,
          updated_at: sql<Date>`now()` as unknown as Date,
          updated_by: actor,
        })
        .where('id', '=', request.params.consentId)
        .where('user_id', '=', userId)
        .returning(['id', 'consent_type'])
        .executeTakeFirst();
      if (row) await recordAudit(trx, userId, actor, given ? 'consent.give' : 'consent.withdraw', { type: row.consent_type });
      return row;
    });
    if (!changed) throw new HttpError(404, 'consent.notFound');
    return (await consentsOf(db, userId)).find((consent) => consent.id === changed.id)!;
  });

  addEndpoint(app, endpoints.notes, async (request) => {
    await requireUser(db, request.query.typeId);
    return notesOf(db, request.query.typeId);
  });

  addEndpoint(app, endpoints.addNote, async (request) => {
    const { typeId: userId, text } = request.body;
    await requireUser(db, userId);
    const actor = principalOf(request).userId;
    const note = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('user_note')
        .values({ user_id: userId, text, author_id: actor })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, userId, actor, 'note.add', { noteId: row.id });
      return row;
    });
    return (await notesOf(db, userId, note.id))[0]!;
  });

  addEndpoint(app, endpoints.deleteNotes, async (request) => {
    const actor = principalOf(request).userId;
    await db.transaction().execute(async (trx) => {
      const deleted = await trx.deleteFrom('user_note').where('id', 'in', request.body.ids).returning(['id', 'user_id']).execute();
      for (const row of deleted) await recordAudit(trx, row.user_id, actor, 'note.delete', { noteId: row.id });
    });
  });

  addEndpoint(app, endpoints.securityCards, async (request) => {
    await requireUser(db, request.params.userId);
    return securityCardsOf(db, request.params.userId);
  });

  addEndpoint(app, endpoints.addSecurityCard, async (request) => {
    const { userId, cardType, cardNumber, issuedOn, expiresOn } = request.body;
    await requireUser(db, userId);
    const actor = principalOf(request).userId;
    const added = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('security_card')
        .values({
          user_id: userId,
          card_type: cardType,
          card_number: cardNumber,
          issued_on: issuedOn,
          expires_on: expiresOn,
          created_by: actor,
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'card_type', 'card_number']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) await recordAudit(trx, userId, actor, 'securitycard.add', { cardType, cardNumber });
      return row;
    });
    if (!added) throw new HttpError(409, SECURITY_CARD_EXISTS);
    return (await securityCardsOf(db, userId)).find((card) => card.id === added.id)!;
  });

  addEndpoint(app, endpoints.deleteSecurityCard, async (request) => {
    const actor = principalOf(request).userId;
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .deleteFrom('security_card')
        .where('id', '=', request.params.cardId)
        .returning(['user_id', 'card_type', 'card_number'])
        .executeTakeFirst();
      if (row) await recordAudit(trx, row.user_id, actor, 'securitycard.delete', { cardType: row.card_type, cardNumber: row.card_number });
    });
  });
};
