import { addEndpoint, HttpError, principalOf, publicOrigin, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  PASSWORD_RESET_LINK_USED,
  PASSWORD_RESET_UNKNOWN_USER,
  passwordResetEndpoints as endpoints,
  type PasswordResetLink,
} from '@atrium/users-contract';
import { recordAudit } from '../user-administration/user-audit';
import { usersDb } from '../db';
import { hashPassword } from '../session/password-hash';
import { findOpenLink, findPersonByLogin, hasRecentResetLink, replacePassword, useLink } from './password-reset-store';
import { sendPasswordLink } from './send-password-link';

const linkUsed = () => new HttpError(404, PASSWORD_RESET_LINK_USED);

/** Password reset (document 001 §4, §5, §7 "Password") and the platform admin's reset and change (document 002 §7). */
export const passwordResetRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = usersDb(shared);

  addEndpoint(app, endpoints.forgot, async (request) => {
    await db.transaction().execute(async (trx) => {
      const person = await findPersonByLogin(trx, request.body.usernameOrEmail);
      if (person && !(await hasRecentResetLink(trx, person.id))) await sendPasswordLink(trx, person, 'reset', publicOrigin(request));
    });
  });

  addEndpoint(app, endpoints.adminReset, async (request) => {
    const sent = await db.transaction().execute(async (trx) => {
      const person = await findPersonByLogin(trx, request.body.usernameOrEmail);
      if (person) await sendPasswordLink(trx, person, 'reset', publicOrigin(request));
      return person !== undefined;
    });
    if (!sent) throw new HttpError(404, PASSWORD_RESET_UNKNOWN_USER);
  });

  addEndpoint(app, endpoints.link, async (request): Promise<PasswordResetLink> => {
    const person = await findOpenLink(db, request.params.id);
    if (!person) throw linkUsed();
    return { user: { username: person.username }, passwordStrength: 'medium' };
  });

  addEndpoint(app, endpoints.reset, async (request) => {
    const { id } = request.params;
    const { password, email } = request.body;
    // Hashing is slow: only for a link that works, and before the transaction holds the link's row.
    if (!(await findOpenLink(db, id))) throw linkUsed();
    const passwordHash = await hashPassword(password);
    const { username, ended } = await db.transaction().execute(async (trx) => {
      const person = await useLink(trx, id);
      // A ref that is not the person's address means the link was tampered with: it stays unused (rollback).
      if (!person || (email && email.toLowerCase() !== person.email.toLowerCase())) throw linkUsed();
      return { username: person.username, ended: (await replacePassword(trx, person.id, passwordHash)) ?? [] };
    });
    // This process's cache of session verdicts must not outlive the sessions just ended.
    for (const sessionId of ended) app.forgetSession(sessionId);
    return { user: { username } };
  });

  addEndpoint(app, endpoints.adminChange, async (request) => {
    const { password, user } = request.body;
    const passwordHash = await hashPassword(password);
    const principal = principalOf(request);
    const ended = await db.transaction().execute(async (trx) => {
      const sessions = await replacePassword(trx, user, passwordHash, principal.sessionId);
      // The person's audit says who set it (never the password itself).
      if (sessions !== null) await recordAudit(trx, user, principal.userId, 'password.change');
      return sessions;
    });
    for (const sessionId of ended ?? []) app.forgetSession(sessionId);
    return { changed: ended !== null };
  });
};
