import { addEndpoint, HttpError, principalOf, type Principal, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { companyPeopleEndpoints } from '@atrium/users-contract';
import { usersDb } from '../db';
import { findCompanyPerson, listCompanyPeople } from './company-people-query';

/** The customer the company pages show: the one the caller acts for, for everyone (decision 0180). */
function companyOf(principal: Principal): number {
  if (principal.activeCustomerId === null) throw new HttpError(403, 'No active customer');
  return principal.activeCustomerId;
}

/** The company application's people list and person page (document 001 §2), always one customer's (decision 0222). */
export const companyPeopleRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = usersDb(shared);

  addEndpoint(app, companyPeopleEndpoints.list, async (request) => listCompanyPeople(db, companyOf(principalOf(request)), request.query));

  addEndpoint(app, companyPeopleEndpoints.get, async (request) => {
    const person = await findCompanyPerson(db, companyOf(principalOf(request)), request.params.userId);
    if (!person) throw new HttpError(404, 'Not found');
    return person;
  });
};
