import {
  clearSessionCookie,
  HttpError,
  principalOf,
  setSessionCookie,
  zodResponse,
  zodSchema,
  type SessionPayload,
  type ZodTypeProvider,
} from '@atrium/service-core';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { activeCustomerBodySchema, loginBodySchema, meSchema } from '@atrium/users-contract';
import { usersDb } from './db';
import { isLoginName } from './login-name';
import { LOGIN_THROTTLED, loginThrottle } from './login-throttle';
import { UNUSABLE_HASH, verifyPassword } from './session/password-hash';
import { loadProfile, sessionPayload, toMe } from './session/profile';
import { logLogin, openSession, revokeSession } from './session/session-store';
import { atriumUserSearchRoutes } from './atrium-user-search/atrium-user-search-routes';
import { userAdministrationRoutes } from './user-administration/user-administration-routes';
import { userMergeRoutes } from './user-merge/user-merge-routes';
import { personRecordRoutes } from './person-records/person-records-routes';
import { personExportRoutes } from './person-export/person-export-routes';
import { userNotificationRoutes } from './user-notifications/user-notifications-routes';
import { instructorFileRoutes } from './instructor-files/instructor-files-routes';
import { ownInstructorFileRoutes } from './instructor-files/own-instructor-files-routes';
import { disabledUserFieldRoutes } from './disabled-user-fields/disabled-user-fields-routes';
import { personAuditRoutes } from './person-audit/person-audit-routes';
import { enterContextRoutes } from './enter-context/enter-context-routes';
import { companyPeopleRoutes } from './company-people/company-people-routes';
import { instructorListRoutes } from './instructor-list/instructor-list-routes';
import { instructorRoutes } from './instructors/instructor-routes';
import { newUserRoutes } from './new-user/new-user-routes';
import { instructorRegistrationRoutes } from './new-user/instructor-registration-routes';
import { passwordResetRoutes } from './password-reset/password-reset-routes';
import { userSearchRoutes } from './user-search/user-search-routes';
import { crmCustomerSyncRoutes } from './crm-customer-sync/crm-customer-sync-routes';
import { contractorPortalRoutes } from './contractor-portal/contractor-portal-routes';
import { userMassImportRoutes } from './user-mass-import/user-mass-import-routes';

const meResponse = { 200: zodResponse(meSchema) };

export const usersRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = usersDb(shared);
  await app.register(instructorRoutes, { db: shared });
  await app.register(userSearchRoutes, { db: shared });
  await app.register(newUserRoutes, { db: shared });
  await app.register(instructorRegistrationRoutes, { db: shared });
  await app.register(passwordResetRoutes, { db: shared });
  await app.register(instructorListRoutes, { db: shared });
  await app.register(atriumUserSearchRoutes, { db: shared });
  await app.register(userAdministrationRoutes, { db: shared });
  await app.register(userMergeRoutes, { db: shared });
  await app.register(personRecordRoutes, { db: shared });
  await app.register(personExportRoutes, { db: shared });
  await app.register(userNotificationRoutes, { db: shared });
  await app.register(instructorFileRoutes, { db: shared });
  await app.register(ownInstructorFileRoutes, { db: shared });
  await app.register(disabledUserFieldRoutes, { db: shared });
  await app.register(personAuditRoutes, { db: shared });
  await app.register(enterContextRoutes, { db: shared });
  await app.register(crmCustomerSyncRoutes, { db: shared });
  await app.register(contractorPortalRoutes, { db: shared });
  await app.register(companyPeopleRoutes, { db: shared });
  await app.register(userMassImportRoutes, { db: shared });

  const throttle = loginThrottle(shared);
  const issue = (reply: FastifyReply, payload: SessionPayload) => setSessionCookie(reply, app.sessionTokens.sign(payload));

  app.post(
    '/login',
    { config: { access: 'public' }, schema: { body: zodSchema(loginBodySchema), response: meResponse } },
    async (request, reply) => {
      const { username, password } = request.body;
      // Checked before the password, so a guess after the limit learns nothing, right or wrong.
      const retryAfter = await throttle.retryAfter(username, request.ip);
      if (retryAfter !== null) {
        throw new HttpError(429, LOGIN_THROTTLED, { 'retry-after': String(retryAfter) });
      }
      const user = await db
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where((eb) => isLoginName(eb, username))
        .executeTakeFirst();
      const valid = await verifyPassword(password, user?.password_hash ?? UNUSABLE_HASH);
      if (user) await logLogin(db, user.id, valid, request.headers['user-agent']);
      const profile = user && valid ? await loadProfile(db, user.id) : undefined;
      if (!profile) {
        await throttle.failed(username, request.ip);
        throw new HttpError(401, 'login.failed');
      }
      await throttle.succeeded(username);

      const activeCustomerId = profile.contexts[0]?.customerId ?? null;
      issue(reply, sessionPayload(profile, await openSession(db, profile.user.id), activeCustomerId));
      return toMe(profile, activeCustomerId);
    },
  );

  app.post('/logout', { config: { access: 'public' } }, async (request, reply) => {
    if (request.principal) {
      await revokeSession(db, request.principal.sessionId);
      app.forgetSession(request.principal.sessionId);
    }
    clearSessionCookie(reply);
    return reply.code(204).send();
  });

  app.get('/me', { config: { access: 'authenticated' }, schema: { response: meResponse } }, async (request) => {
    const principal = principalOf(request);
    const profile = await loadProfile(db, principal.userId);
    if (!profile) throw new HttpError(401, 'Not signed in');
    return toMe(profile, principal.activeCustomerId);
  });

  app.post(
    '/me/active-customer',
    { config: { access: 'authenticated' }, schema: { body: zodSchema(activeCustomerBodySchema), response: meResponse } },
    async (request, reply) => {
      const principal = principalOf(request);
      const profile = await loadProfile(db, principal.userId);
      if (!profile) throw new HttpError(401, 'Not signed in');
      const { customerId } = request.body;
      if (!profile.contexts.some((c) => c.customerId === customerId)) {
        throw new HttpError(403, 'No access to that customer');
      }
      issue(reply, sessionPayload(profile, principal.sessionId, customerId));
      return toMe(profile, customerId);
    },
  );
};
