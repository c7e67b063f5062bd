import { HttpError, principalOf, publicOrigin, zodResponse, zodSchema, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ADMIN_PASSWORD_CHANGE_PATH,
  ADMIN_PASSWORD_RESET_PATH,
  FORGOT_PASSWORD_PATH,
  forgotPasswordBodySchema,
  PASSWORD_ADMIN_ROLES,
  PASSWORD_RESET_LINK_PATH,
  PASSWORD_RESET_LINK_USED,
  PASSWORD_RESET_UNKNOWN_USER,
  passwordChangeBodySchema,
  passwordChangeResultSchema,
  passwordResetBodySchema,
  passwordResetLinkSchema,
  passwordResetParamsSchema,
  passwordResetResultSchema,
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

  // Forgot password: the same answer whether or not anyone has that name, so nobody can probe for accounts.
  app.post(
    FORGOT_PASSWORD_PATH,
    { config: { access: 'public' }, schema: { body: zodSchema(forgotPasswordBodySchema) } },
    async (request, reply) => {
      await db.transaction().execute(async (trx) => {
        const person = await findPersonByLogin(trx, request.body.usernameOrEmail);
        if (person && !(await hasRecentResetLink(trx, person.id))) await sendPasswordLink(trx, person, 'reset', publicOrigin(request));
      });
      return reply.code(204).send();
    },
  );

  // An admin is told when there is nobody by that name, and may send a link as often as needed.
  app.post(
    ADMIN_PASSWORD_RESET_PATH,
    { config: { access: { roles: PASSWORD_ADMIN_ROLES } }, schema: { body: zodSchema(forgotPasswordBodySchema) } },
    async (request, reply) => {
      const sent = await db.transaction().execute(async (trx) => {
        const person = await findPersonByLogin(trx, request.body.usernameOrEmail);
        if (person) await sendPasswordLink(trx, person, 'reset', publicOrigin(request));
        return person !== undefined;
      });
      if (!sent) throw new HttpError(404, PASSWORD_RESET_UNKNOWN_USER);
      return reply.code(204).send();
    },
  );

  app.get(
    PASSWORD_RESET_LINK_PATH,
    {
      config: { access: 'public' },
      schema: { params: zodSchema(passwordResetParamsSchema), response: { 200: zodResponse(passwordResetLinkSchema) } },
    },
    async (request): Promise<PasswordResetLink> => {
      const person = await findOpenLink(db, request.params.id);
      if (!person) throw linkUsed();
      return { user: { username: person.username }, passwordStrength: 'medium' };
    },
  );

  app.put(
    PASSWORD_RESET_LINK_PATH,
    {
      config: { access: 'public' },
      schema: {
        params: zodSchema(passwordResetParamsSchema),
        body: zodSchema(passwordResetBodySchema),
        response: { 200: zodResponse(passwordResetResultSchema) },
      },
    },
    async (request) => {
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
    },
  );

  app.put(
    ADMIN_PASSWORD_CHANGE_PATH,
    {
      config: { access: { roles: PASSWORD_ADMIN_ROLES } },
      schema: { body: zodSchema(passwordChangeBodySchema), response: { 200: zodResponse(passwordChangeResultSchema) } },
    },
    async (request) => {
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
    },
  );
};
