import { addEndpoint, hasAnyRole, HttpError, principalOf, RequestValidationError, type ZodTypeProvider } from '@atrium/service-core';
import { COURSE_ADMINS } from '@atrium/core-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { CUSTOMER_NOT_ON_COURSE, INSTRUCTOR_USER_SEARCH_LIMIT, instructorRegistrationEndpoints as endpoints } from '@atrium/users-contract';
import { usersDb, type UsersDb } from '../db';
import { matchingPeople } from '../matching-people';
import { USER_SELECT_ITEM_COLUMNS } from '../user-search/user-select-item';
import { instanceForRegistration } from './published-instance';
import { registerPerson } from './register-person';

/** The customers each person is active at. */
async function activeContexts(db: UsersDb, userIds: readonly number[]) {
  const rows = await db
    .selectFrom('user_context')
    .select(['user_id', 'customer_id as customerId', 'customer_name as customerName'])
    .where('user_id', 'in', [0, ...userIds])
    .where('active', '=', true)
    .orderBy('customer_name')
    .orderBy('customer_id')
    .execute();
  const byUser = new Map<number, { customerId: number; customerName: string }[]>();
  for (const { user_id, ...context } of rows) byUser.set(user_id, [...(byUser.get(user_id) ?? []), context]);
  return byUser;
}

/**
 * The instructor page's people search and registration (document 002 §5, §7; decision 0227). Instructors and staff
 * search everyone, as they add whoever turns up to their course; 200 at most, with how many matched. A registration
 * takes the duplicate answers of the pickers' registration and adds the person's contexts, customer and id.
 */
export const instructorRegistrationRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = usersDb(shared);

  addEndpoint(app, endpoints.search, async (request) => {
    const { query } = request.body;
    if (query === '') return { results: [], limited: false, hits: 0, total: 0 };
    const found = () => matchingPeople(db, query).where('u.deleted_at', 'is', null);
    const [people, count] = await Promise.all([
      found()
        .select([...USER_SELECT_ITEM_COLUMNS, 'u.email'])
        .orderBy('u.last_name')
        .orderBy('u.first_name')
        .orderBy('u.id')
        .limit(INSTRUCTOR_USER_SEARCH_LIMIT)
        .execute(),
      found()
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    const contexts = await activeContexts(
      db,
      people.map((person) => person.id),
    );
    const total = Number(count.total);
    return {
      results: people.map((person) => ({ ...person, contexts: contexts.get(person.id) ?? [] })),
      limited: total > people.length,
      hits: people.length,
      total,
    };
  });

  addEndpoint(app, endpoints.addUser, async (request) => {
    const { force, useDuplicate } = request.params;
    const { instanceId, ...person } = request.body;
    // Only the instance's instructors (and course staff) register for it, and only at a customer already on it: the
    // customers the page offers (decision 0227).
    const principal = principalOf(request);
    const instance = await instanceForRegistration(db, instanceId, principal.userId);
    if (!instance.teaches && !hasAnyRole(principal, COURSE_ADMINS)) throw new HttpError(403, 'Not an instructor of this course instance');
    if (!instance.customerIds.has(person.customerId)) throw RequestValidationError.forField('body', ['customerId'], CUSTOMER_NOT_ON_COURSE);
    return db.transaction().execute(async (trx) => {
      // The instructor already sees everyone in the search, so a duplicate at another customer reveals nothing new.
      const result = await registerPerson(trx, request, person, {
        force,
        useDuplicate,
        customersOwnOnly: false,
        customerField: 'body.customerId',
      });
      const userId = result.user?.id ?? null;
      const contexts = userId === null ? [] : ((await activeContexts(trx, [userId])).get(userId) ?? []);
      return { ...result, contexts, customerId: person.customerId, userId };
    });
  });
};
