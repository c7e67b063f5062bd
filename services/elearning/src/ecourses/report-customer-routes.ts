import { addEndpoint } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { reportCustomerEndpoints } from '@atrium/elearning-contract';
import { elearningDb, type ElearningDb } from '../db';
import { withCustomerNames } from './published-customers';
import { requireEcourse } from './require-ecourse';

async function readReportCustomers(db: ElearningDb, shared: Kysely<any>, ecourseId: number) {
  await requireEcourse(db, ecourseId);
  const rows = await db
    .selectFrom('ecourse_report_customer')
    .select('customer_id as customerId')
    .where('ecourse_id', '=', ecourseId)
    .orderBy('customer_id')
    .execute();
  return withCustomerNames(shared, rows);
}

/** Customers holding the course report role (document 001 §6): add one, remove one, remove all. */
export const reportCustomerRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = elearningDb(shared);

  addEndpoint(app, reportCustomerEndpoints.list, async (request) => readReportCustomers(db, shared, request.params.id));

  addEndpoint(app, reportCustomerEndpoints.add, async (request) => {
    await requireEcourse(db, request.params.id);
    await db
      .insertInto('ecourse_report_customer')
      .values({ ecourse_id: request.params.id, customer_id: request.body.customerId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return readReportCustomers(db, shared, request.params.id);
  });

  addEndpoint(app, reportCustomerEndpoints.remove, async (request) => {
    await db
      .deleteFrom('ecourse_report_customer')
      .where('ecourse_id', '=', request.params.id)
      .where('customer_id', '=', request.params.customerId)
      .execute();
    return readReportCustomers(db, shared, request.params.id);
  });

  addEndpoint(app, reportCustomerEndpoints.clear, async (request) => {
    await db.deleteFrom('ecourse_report_customer').where('ecourse_id', '=', request.params.id).execute();
    return readReportCustomers(db, shared, request.params.id);
  });
};
