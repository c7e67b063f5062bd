import { addEndpoint, HttpError } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { courseCustomerEndpoints } from '@atrium/classroom-contract';
import { customerNames, searchCustomers } from './published-lookups';
import { requireCourse } from './require-course';
import { classroomDb, type ClassroomDb } from '../db';

const CUSTOMER_PICKER_LIMIT = 50;

async function readReportAccess(db: ClassroomDb, shared: Kysely<any>, courseId: number) {
  const course = await requireCourse(db, courseId);
  const rows = await db
    .selectFrom('classroom_course_report_access')
    .select('customer_id')
    .where('classroom_course_id', '=', courseId)
    .orderBy('customer_id')
    .execute();
  const names = await customerNames(
    shared,
    rows.map((row) => row.customer_id),
  );
  return {
    reportAccess: course.report_access,
    customers: rows.map((row) => ({ customerId: row.customer_id, customerName: names.get(row.customer_id) ?? null })),
  };
}

async function readAgreements(db: ClassroomDb, shared: Kysely<any>, courseId: number) {
  await requireCourse(db, courseId);
  const rows = await db
    .selectFrom('classroom_course_framework_agreement')
    .select(['id', 'customer_id', 'description'])
    .where('classroom_course_id', '=', courseId)
    .orderBy('id')
    .execute();
  const names = await customerNames(
    shared,
    rows.map((row) => row.customer_id),
  );
  return rows.map((row) => ({
    id: row.id,
    customerId: row.customer_id,
    customerName: names.get(row.customer_id) ?? null,
    description: row.description,
  }));
}

export const courseCustomerRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = classroomDb(shared);

  addEndpoint(app, courseCustomerEndpoints.search, async (request) => searchCustomers(shared, request.query.q, CUSTOMER_PICKER_LIMIT));

  // Customers with report access, and whether report access is on at all.
  addEndpoint(app, courseCustomerEndpoints.reportAccess, async (request) => readReportAccess(db, shared, request.params.id));

  addEndpoint(app, courseCustomerEndpoints.setReportAccess, async (request) => {
    const updated = await db
      .updateTable('classroom_course')
      .set({ report_access: request.body.reportAccess })
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw new HttpError(404, 'Classroom course not found');
    return readReportAccess(db, shared, request.params.id);
  });

  // The customer filter: add one, delete one, clear all.
  addEndpoint(app, courseCustomerEndpoints.addCustomer, async (request) => {
    await requireCourse(db, request.params.id);
    await db
      .insertInto('classroom_course_report_access')
      .values({ classroom_course_id: request.params.id, customer_id: request.body.customerId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return readReportAccess(db, shared, request.params.id);
  });

  addEndpoint(app, courseCustomerEndpoints.removeCustomer, async (request) => {
    await db
      .deleteFrom('classroom_course_report_access')
      .where('classroom_course_id', '=', request.params.id)
      .where('customer_id', '=', request.params.customerId)
      .execute();
    return readReportAccess(db, shared, request.params.id);
  });

  addEndpoint(app, courseCustomerEndpoints.clearCustomers, async (request) => {
    await db.deleteFrom('classroom_course_report_access').where('classroom_course_id', '=', request.params.id).execute();
    return readReportAccess(db, shared, request.params.id);
  });

  addEndpoint(app, courseCustomerEndpoints.agreements, async (request) => readAgreements(db, shared, request.params.id));

  addEndpoint(app, courseCustomerEndpoints.addAgreement, async (request) => {
    await requireCourse(db, request.params.id);
    await db
      .insertInto('classroom_course_framework_agreement')
      .values({ classroom_course_id: request.params.id, customer_id: request.body.customerId, description: request.body.description })
      .onConflict((oc) => oc.columns(['classroom_course_id', 'customer_id']).doUpdateSet({ description: request.body.description }))
      .execute();
    return readAgreements(db, shared, request.params.id);
  });

  addEndpoint(app, courseCustomerEndpoints.removeAgreement, async (request) => {
    await db
      .deleteFrom('classroom_course_framework_agreement')
      .where('classroom_course_id', '=', request.params.id)
      .where('id', '=', request.params.agreementId)
      .execute();
    return readAgreements(db, shared, request.params.id);
  });
};
