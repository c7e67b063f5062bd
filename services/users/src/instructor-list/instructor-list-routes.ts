import { addEndpoint, HttpError, principalOf, RequestValidationError, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { INSTRUCTOR_ROLES, instructorListEndpoints as endpoints } from '@atrium/users-contract';
import { usersDb } from '../db';
import { findOpenCustomer } from '../new-user/published-customer';
import { addInstructorRole, listInstructors, searchInstructorCandidates } from './instructor-list-store';

/** The instructor list (document 003 §2 /instructor-list, §7 "Instructors"). */
export const instructorListRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = usersDb(shared);

  addEndpoint(app, endpoints.list, () => listInstructors(db));

  addEndpoint(app, endpoints.roles, async () => [...INSTRUCTOR_ROLES]);

  addEndpoint(app, endpoints.userSearch, (request) => searchInstructorCandidates(db, request.query.q));

  addEndpoint(app, endpoints.add, async (request) => {
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
  });
};
