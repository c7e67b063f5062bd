import { addEndpoint, COURSE_ADMINS, hasAnyRole, HttpError, principalOf, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { userPickerEndpoints } from '@atrium/users-contract';
import { usersDb } from '../db';
import { matchingPeople } from '../matching-people';
import { USER_SELECT_ITEM_COLUMNS } from './user-select-item';

/**
 * The user picker of every area. Who may search: platform admins and course staff search everyone;
 * a company admin searches only people with an active context at the customer they act for, because
 * company-level users see only their own company's data (document 001 §6) and user_context records
 * exactly that. Instructors and others get 403: no screen of theirs picks people.
 */
export const userSearchRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = usersDb(shared);

  addEndpoint(app, userPickerEndpoints.search, async (request) => {
    const principal = principalOf(request);
    const { q, limit } = request.query;
    let query = matchingPeople(db, q)
      .select(USER_SELECT_ITEM_COLUMNS)
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .orderBy('u.id')
      .limit(limit);
    if (!hasAnyRole(principal, COURSE_ADMINS)) {
      const customerId = principal.activeCustomerId;
      if (customerId === null) throw new HttpError(403, 'No active customer');
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('user_context as c')
            .select(sql`1`.as('one'))
            .whereRef('c.user_id', '=', 'u.id')
            .where('c.customer_id', '=', customerId)
            .where('c.active', '=', true),
        ),
      );
    }
    return query.execute();
  });
};
