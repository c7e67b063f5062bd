import { HttpError, principalOf, RequestValidationError, zodResponse, zodSchema, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  INSTRUCTOR_ADD_PATH,
  INSTRUCTOR_LIST_PATH,
  INSTRUCTOR_LIST_ROLES,
  INSTRUCTOR_ROLES,
  INSTRUCTOR_ROLES_PATH,
  INSTRUCTOR_USER_SEARCH_PATH,
  instructorAddBodySchema,
  instructorAddResultSchema,
  instructorListAnswerSchema,
  instructorRolesAnswerSchema,
  instructorUserSearchAnswerSchema,
  instructorUserSearchQuerySchema,
} from '@atrium/users-contract';
import { usersDb } from '../db';
import { findOpenCustomer } from '../new-user/published-customer';
import { addInstructorRole, listInstructors, searchInstructorCandidates } from './instructor-list-store';

const access = { access: { roles: INSTRUCTOR_LIST_ROLES } };

/** The instructor list (document 003 §2 /instructor-list, §7 "Instructors"). */
export const instructorListRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = usersDb(shared);

  app.get(INSTRUCTOR_LIST_PATH, { config: access, schema: { response: { 200: zodResponse(instructorListAnswerSchema) } } }, () =>
    listInstructors(db),
  );

  app.get(INSTRUCTOR_ROLES_PATH, { config: access, schema: { response: { 200: zodResponse(instructorRolesAnswerSchema) } } }, () => [
    ...INSTRUCTOR_ROLES,
  ]);

  app.get(
    INSTRUCTOR_USER_SEARCH_PATH,
    {
      config: access,
      schema: { querystring: zodSchema(instructorUserSearchQuerySchema), response: { 200: zodResponse(instructorUserSearchAnswerSchema) } },
    },
    (request) => searchInstructorCandidates(db, request.query.q),
  );

  // The role goes into the person's context at the customer the caller acts for: the course provider.
  app.post(
    INSTRUCTOR_ADD_PATH,
    { config: access, schema: { body: zodSchema(instructorAddBodySchema), response: { 200: zodResponse(instructorAddResultSchema) } } },
    async (request) => {
      const { userId, instructorRole } = request.body;
      const customerId = principalOf(request).activeCustomerId;
      if (customerId === null) throw new HttpError(403, 'No active customer');
      return db.transaction().execute(async (trx) => {
        const person = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
        if (!person) throw new RequestValidationError('body.userId: Unknown user', { 'body.userId': 'Unknown user' });
        const customer = await findOpenCustomer(trx, customerId);
        if (!customer) throw new HttpError(403, 'The customer you act for is closed');
        return { added: await addInstructorRole(trx, userId, instructorRole, customer) };
      });
    },
  );
};
