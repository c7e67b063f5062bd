import {
  addEndpoint,
  COURSE_ADMINS,
  hasAnyRole,
  HttpError,
  isCrossTenant,
  principalOf,
  publicOrigin,
  RequestValidationError,
  type ZodTypeProvider,
} from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { NEW_USER_CUSTOMER_CLOSED, userPickerEndpoints, type NewUserResult } from '@atrium/users-contract';
import { usersDb } from '../db';
import { createUser, ensureActiveContext, findPossibleDuplicate } from './new-user-store';
import { findPerson } from '../password-reset/password-reset-store';
import { sendPasswordLink } from '../password-reset/send-password-link';
import { findOpenCustomer } from './published-customer';

const CUSTOMER_FIELD = 'body.user.customerId';

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

    return db.transaction().execute(async (trx) => {
      const customer = await findOpenCustomer(trx, person.customerId);
      if (!customer) {
        throw new RequestValidationError(`${CUSTOMER_FIELD}: ${NEW_USER_CUSTOMER_CLOSED}`, {
          [CUSTOMER_FIELD]: NEW_USER_CUSTOMER_CLOSED,
        });
      }
      const duplicate = await findPossibleDuplicate(trx, person, { customersOwnOnly: !isCrossTenant(principal) });
      if (duplicate && useDuplicate) {
        await ensureActiveContext(trx, duplicate.id, customer);
        return { possibleDuplicate: null, user: duplicate, externalDuplicate: false };
      }
      if (duplicate && !force) return { possibleDuplicate: duplicate, user: null, externalDuplicate: false };
      const user = await createUser(trx, person, customer);
      // They have no password yet: the "set your password" e-mail goes with the registration or not at all.
      const registered = await findPerson(trx, user.id);
      if (registered) await sendPasswordLink(trx, registered, 'welcome', publicOrigin(request));
      return { possibleDuplicate: null, user, externalDuplicate: false };
    });
  });
};
