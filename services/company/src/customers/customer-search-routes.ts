import { addEndpoint, containsPattern, ownCustomerIds, principalOf, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { companyDb, type CompanyDb } from '../db';
import { customerPickerEndpoints, type Department } from '@atrium/company-contract';
import { readsDepartmentsOf } from '../departments/department-access';

// One query for the departments of every customer answered, not one per customer: the picker searches as the user types.
async function departmentsOf(db: CompanyDb, customerIds: number[]): Promise<Map<number, Department[]>> {
  const byCustomer = new Map<number, Department[]>();
  if (customerIds.length === 0) return byCustomer;
  const rows = await db
    .selectFrom('department')
    .select(['customer_id', 'id', 'name'])
    .where('customer_id', 'in', customerIds)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  for (const { customer_id, id, name } of rows) {
    const list = byCustomer.get(customer_id) ?? [];
    list.push({ id, name });
    byCustomer.set(customer_id, list);
  }
  return byCustomer;
}

/** The customer picker other areas use; they store customer ids and fetch names here. Tenant-scoped callers get their own customers only. */
export const customerSearchRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = companyDb(shared);

  addEndpoint(app, customerPickerEndpoints.search, async (request) => {
    const principal = principalOf(request);
    const { name, limit, hideInactive, hideMergedCustomers } = request.query;
    let query = db
      .selectFrom('customer')
      .select(['id', 'uuid', 'name', 'external_accounting_id as externalAccountingId', 'org_number as orgNumber', 'active'])
      .select(sql<boolean>`private_user_id is not null`.as('privateCustomer'))
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .limit(limit);
    // Organisation numbers and names of other companies are not a company admin's or a learner's business.
    const own = ownCustomerIds(principal);
    if (own) query = own.length === 0 ? query.where(sql<boolean>`false`) : query.where('id', 'in', own);
    if (name) query = query.where('name', 'ilike', containsPattern(name));
    if (hideInactive) query = query.where('active', '=', true);
    if (hideMergedCustomers) query = query.where('merged_into_id', 'is', null);
    const customers = await query.execute();
    const readable = customers.filter((customer) => readsDepartmentsOf(principal, customer.id)).map((customer) => customer.id);
    const departments = await departmentsOf(db, readable);
    return customers.map((customer) => ({ ...customer, departments: departments.get(customer.id) ?? [] }));
  });
};
