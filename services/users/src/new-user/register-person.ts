import { publicOrigin, RequestValidationError } from '@atrium/service-core';
import type { FastifyRequest } from 'fastify';
import { NEW_USER_CUSTOMER_CLOSED, type NewUser, type NewUserResult } from '@atrium/users-contract';
import type { UsersDb } from '../db';
import { findPerson } from '../password-reset/password-reset-store';
import { sendPasswordLink } from '../password-reset/send-password-link';
import { createUser, ensureActiveContext, findPossibleDuplicate } from './new-user-store';
import { findOpenCustomer } from './published-customer';

const CUSTOMER_FIELD = 'body.user.customerId';

/**
 * Registers a person at a customer, in the caller's transaction: without a flag a possible duplicate stops it,
 * useDuplicate takes that person (making them belong to the customer), force registers anyway. A new person gets
 * the "set your password" e-mail with the registration. externalDuplicate is always false: there is no external
 * user directory.
 */
export async function registerPerson(
  trx: UsersDb,
  request: FastifyRequest,
  person: NewUser,
  options: { force: boolean; useDuplicate: boolean; customersOwnOnly: boolean; customerField?: string },
): Promise<NewUserResult> {
  const customer = await findOpenCustomer(trx, person.customerId);
  if (!customer) {
    const field = options.customerField ?? CUSTOMER_FIELD;
    throw new RequestValidationError(`${field}: ${NEW_USER_CUSTOMER_CLOSED}`, { [field]: NEW_USER_CUSTOMER_CLOSED });
  }
  const duplicate = await findPossibleDuplicate(trx, person, { customersOwnOnly: options.customersOwnOnly });
  if (duplicate && options.useDuplicate) {
    await ensureActiveContext(trx, duplicate.id, customer);
    return { possibleDuplicate: null, user: duplicate, externalDuplicate: false };
  }
  if (duplicate && !options.force) return { possibleDuplicate: duplicate, user: null, externalDuplicate: false };
  const user = await createUser(trx, person, customer);
  // They have no password yet: the "set your password" e-mail goes with the registration or not at all.
  const registered = await findPerson(trx, user.id);
  if (registered) await sendPasswordLink(trx, registered, 'welcome', publicOrigin(request));
  return { possibleDuplicate: null, user, externalDuplicate: false };
}
