import { HttpError, principalOf, zodResponse, zodSchema, type Role, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { userSearchQuerySchema, userSelectItemListSchema } from '@atrium/users-contract';
import { usersDb } from '../db';
import { USER_SELECT_ITEM_COLUMNS } from './user-select-item';

const SEES_EVERYONE: Role[] = ['atrium', 'staff'];

/**
 * The user picker of every area. Who may search: platform admins and course staff search everyone;
 * a company admin searches only people with an active context at the customer they act for, because
 * company-level users see only their own company's data (document 001 §6) and user_context records
 * exactly that. Instructors and others get 403: no screen of theirs picks people.
 */
export const userSearchRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = usersDb(shared);

  app.get(
    '/data/users/search',
    {
      config: { access: { roles: [...SEES_EVERYONE, 'companyadmin'] } },
      schema: { querystring: zodSchema(userSearchQuerySchema), response: { 200: zodResponse(userSelectItemListSchema) } },
    },
    async (request) => {
      const principal = principalOf(request);
      const { q, limit } = request.query;
      const needle = q.toLowerCase();
      const contains = (text: RawBuilder<string>) => sql<boolean>`strpos(lower(${text}), ${needle}) > 0`;
      let query = db
        .selectFrom('users as u')
        .select(USER_SELECT_ITEM_COLUMNS)
        .where((eb) =>
          eb.or([
            contains(sql<string>`u.first_name || ' ' || u.last_name`),
            contains(sql<string>`u.last_name || ' ' || u.first_name`),
            contains(sql<string>`u.username`),
            contains(sql<string>`u.email`),
          ]),
        )
        .orderBy('u.last_name')
        .orderBy('u.first_name')
        .orderBy('u.id')
        .limit(limit);
      if (!principal.roles.some((role) => SEES_EVERYONE.includes(role))) {
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
    },
  );
};
