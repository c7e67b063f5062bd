import { addEndpoint, COURSE_ADMINS, hasAnyRole, HttpError, isCrossTenant, principalOf, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { userPickerEndpoints, type NewUserResult } from '@atrium/users-contract';
import { usersDb } from '../db';
import { registerPerson } from './register-person';

/**
 * New user from the pickers (document 001 §7). Platform admins and course staff register people at any
 * customer; a company admin only at the customer they act for, as company-level users see only their own
 * company's data (document 001 §6). externalDuplicate is always false: there is no external user directory.
 */
export const newUserRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = usersDb(shared);

  addEndpoint(app, userPickerEndpoints.register, async (request): Promise<NewUserResult> => {
    const principal = principalOf(request);
    const { force, useDuplicate, user: person } = request.body;
    const anyCustomer = hasAnyRole(principal, COURSE_ADMINS);
    if (!anyCustomer && principal.activeCustomerId !== person.customerId) throw new HttpError(403, 'Users of another company');

    return db
      .transaction()
      .execute((trx) => registerPerson(trx, request, person, { force, useDuplicate, customersOwnOnly: !isCrossTenant(principal) }));
  });
};
