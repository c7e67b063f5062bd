import { addEndpoint, HttpError, principalOf } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { departmentAdminEndpoints } from '@atrium/company-contract';
import { companyDb } from '../db';
import { reportCustomerOf } from '../license-reports/license-customer';
import { listDepartments } from './department-admin-query';
import { createDepartment, deleteDepartment, renameDepartment } from './department-admin-store';

/** /my-company/departments: the departments of the customer the caller acts for, and only those. */
export const departmentAdminRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = companyDb(shared);

  const one = async (customerId: number, id: number) => {
    const [department] = await listDepartments(db, customerId, id);
    if (!department) throw new HttpError(404, 'Department not found');
    return department;
  };

  addEndpoint(app, departmentAdminEndpoints.list, async (request) => listDepartments(db, reportCustomerOf(principalOf(request))));

  addEndpoint(app, departmentAdminEndpoints.create, async (request) => {
    const customerId = reportCustomerOf(principalOf(request));
    const id = await db.transaction().execute((trx) => createDepartment(trx, customerId, request.body.name));
    return one(customerId, id);
  });

  addEndpoint(app, departmentAdminEndpoints.rename, async (request) => {
    const customerId = reportCustomerOf(principalOf(request));
    await db.transaction().execute((trx) => renameDepartment(trx, customerId, request.params.id, request.body.name));
    return one(customerId, request.params.id);
  });

  addEndpoint(app, departmentAdminEndpoints.remove, async (request) => {
    const customerId = reportCustomerOf(principalOf(request));
    const moved = await db.transaction().execute((trx) => deleteDepartment(trx, customerId, request.params.id, request.query.transferTo));
    return { moved };
  });
};
