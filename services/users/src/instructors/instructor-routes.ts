import { addEndpoint, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { INSTRUCTOR_ROLES, userPickerEndpoints } from '@atrium/users-contract';
import { usersDb } from '../db';

/** Instructors for the classroom area's pickers, which store only their ids. */
export const instructorRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = usersDb(shared);

  addEndpoint(app, userPickerEndpoints.instructors, async () =>
    db
      .selectFrom('users as u')
      .select(['u.id', 'u.first_name as firstName', 'u.last_name as lastName'])
      .select(({ exists, selectFrom }) =>
        (['photo', 'signature'] as const).map((kind) =>
          exists(
            selectFrom('instructor_file as f')
              .select(sql`1`.as('one'))
              .whereRef('f.user_id', '=', 'u.id')
              .where('f.kind', '=', kind),
          )
            .$castTo<boolean>()
            .as(kind),
        ),
      )
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('user_context as c')
            .select(sql`1`.as('one'))
            .whereRef('c.user_id', '=', 'u.id')
            .where('c.active', '=', true)
            .where(sql<boolean>`c.roles && ${sql.val(INSTRUCTOR_ROLES)}::text[]`),
        ),
      )
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .orderBy('u.id')
      .execute(),
  );
};
