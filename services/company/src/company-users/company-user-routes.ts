import { addEndpoint, HttpError, principalOf, type Principal, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { companyUserEndpoints, licenseSearchSchema } from '@atrium/company-contract';
import { companyDb } from '../db';
import { reportCustomerOf } from '../license-reports/license-customer';
import { searchLicenses } from '../license-reports/license-report-query';
import { publishedDb } from '../license-reports/published-licenses';
import { setUserDepartments, userDepartments } from './company-user-departments';
import { isMemberOf } from './published-members';

// The person's page lists what the overview report would: every license of theirs at the company.
const EVERY_LICENSE = licenseSearchSchema.parse({ licenseReportType: 'DISPLAY_COURSE_OVERVIEW' });

/** The company application's person page (document 001 §2 "user/{id}"); the person must be the company's (decision 0222). */
export const companyUserRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = companyDb(shared);

  const ownPerson = async (principal: Principal, userId: number): Promise<number> => {
    const customerId = reportCustomerOf(principal);
    if (!(await isMemberOf(shared, customerId, userId))) throw new HttpError(404, 'Not found');
    return customerId;
  };

  addEndpoint(app, companyUserEndpoints.licenses, async (request) => {
    const { userId } = request.params;
    const customerId = await ownPerson(principalOf(request), userId);
    return (await searchLicenses(publishedDb(shared), EVERY_LICENSE, { kind: 'customer', customerId }, userId)).licenses;
  });

  addEndpoint(app, companyUserEndpoints.departments, async (request) => {
    const { userId } = request.params;
    return userDepartments(db, await ownPerson(principalOf(request), userId), userId);
  });

  addEndpoint(app, companyUserEndpoints.setDepartments, async (request) => {
    const { userId } = request.params;
    const customerId = await ownPerson(principalOf(request), userId);
    await setUserDepartments(db, customerId, userId, request.body.departmentIds);
    return userDepartments(db, customerId, userId);
  });
};
