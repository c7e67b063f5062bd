import { HttpError, type LearningSite, type Role } from '@atrium/service-core';
import { sql } from 'kysely';
import { NEW_USER_EMAIL_TAKEN, type Locale, type NewUser, type UserSelectItem } from '@atrium/users-contract';
import type { UsersDb } from '../db';
import { UNUSABLE_HASH } from '../session/password-hash';
import type { OpenCustomer } from './published-customer';
import { USER_SELECT_ITEM_COLUMNS } from '../user-search/user-select-item';

// ARCHITECTURE.md: the language follows the learning site until the person chooses one.
// A person's own language is one of the three with texts; the control site's es_ES is its pages' (decision 0155).
export const LOCALE_OF_SITE: Record<LearningSite, Locale> = { NO: 'nb_NO', SE: 'sv_SE', INT: 'en_US', CTRL: 'en_US' };

/**
 * Someone who may already be the person being registered: the same e-mail address, else the same first and
 * last name with a context at the same customer, active or not (people come back). Case never counts; an
 * e-mail match comes first, as it is certain. For a tenant-scoped caller (a company admin) only the
 * customer's own people are candidates: nobody outside is revealed to them or attached by them (issue 11
 * finding 1); an outside person's e-mail address then ends in users.new.emailTaken, naming nobody.
 */
export async function findPossibleDuplicate(
  db: UsersDb,
  person: NewUser,
  scope: { customersOwnOnly: boolean },
): Promise<UserSelectItem | undefined> {
  const sameEmail = sql<boolean>`lower(u.email) = lower(${person.email})`;
  return db
    .selectFrom('users as u')
    .select(USER_SELECT_ITEM_COLUMNS)
    .where((eb) => {
      const atCustomer = eb.exists(
        eb
          .selectFrom('user_context as c')
          .select(sql`1`.as('one'))
          .whereRef('c.user_id', '=', 'u.id')
          .where('c.customer_id', '=', person.customerId),
      );
      const sameName = eb.and([
        eb(sql`lower(u.first_name)`, '=', sql`lower(${person.firstName})`),
        eb(sql`lower(u.last_name)`, '=', sql`lower(${person.lastName})`),
        atCustomer,
      ]);
      return eb.or([scope.customersOwnOnly ? eb.and([sameEmail, atCustomer]) : sameEmail, sameName]);
    })
    .orderBy(sql`${sameEmail} desc`)
    .orderBy('u.id')
    .executeTakeFirst();
}

/**
 * Makes the person belong to the customer. A new context holds no role: the areas treat a context without
 * roles as a plain user (a learner). An old context is woken up without the roles it had: registering someone
 * never grants a role (issue 11 finding 1), and an active context keeps the roles it has.
 */
export async function ensureActiveContext(db: UsersDb, userId: number, customer: OpenCustomer): Promise<void> {
  await db
    .insertInto('user_context')
    .values({ user_id: userId, customer_id: customer.id, customer_name: customer.name, roles: [], site: customer.site })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'customer_id']).doUpdateSet({
        active: true,
        roles: sql<Role[]>`case when user_context.active then user_context.roles else '{}'::text[] end`,
      }),
    )
    .execute();
}

/**
 * Registers the person at the customer, speaking the customer's site's language and without a password to
 * sign in with: they choose one through the "set your password" link the registration e-mails them. The e-mail address is their username too, as login
 * takes either; an address someone already has is refused, even when forced.
 */
export async function createUser(db: UsersDb, person: NewUser, customer: OpenCustomer): Promise<UserSelectItem> {
  const user = await db
    .insertInto('users')
    .values({
      username: person.email,
      email: person.email,
      first_name: person.firstName,
      last_name: person.lastName,
      phone: person.phone || null,
      password_hash: UNUSABLE_HASH,
      locale: LOCALE_OF_SITE[customer.site],
    })
    .returning(['id', 'uuid', 'first_name as firstname', 'last_name as lastname'])
    .executeTakeFirstOrThrow()
    .catch((error: Error & { code?: string }) => {
      throw error.code === '23505' ? new HttpError(409, NEW_USER_EMAIL_TAKEN) : error;
    });
  await ensureActiveContext(db, user.id, customer);
  return user;
}
