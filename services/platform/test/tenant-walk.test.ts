import { listRoutes } from '@atrium/service-core';
import { createTestDatabase, TEST_SESSION_SECRET, type TestDatabase } from '@atrium/service-core/testing';
import ExcelJS from 'exceljs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { buildPlatformApp, prepareDatabase } from '../src';

// Issue 11 finding 1, generalised: every route a company admin may call that names an object by id is called as the
// company admin of customer A (Carl, Nordsjø Energi AS, customer 2) against the objects of customer B (Sven Svensson,
// Svensk Bygg AB, customer 3). Each answers 403 or 404, or (lists and bulk calls that quietly skip what is not the
// caller's) leaves B's objects alone; no answer carries B's data. A route added later that takes an id fails the
// first test until it is walked here too.

let database: TestDatabase;
let app: FastifyInstance;
let cookie: string;

/** Customer B's objects, found in the demo data or made for the walk. */
interface B {
  customerId: number;
  userId: number;
  userUuid: string;
  ecourseLicenseId: number;
  ecourseLicenseUuid: string;
  ecourseId: number;
  sessionUuid: string;
  itemId: number;
  classroomCourseId: number;
  departmentId: number;
  documentId: number;
  productId: number;
  orderId: number;
  purchaseId: number;
  invoiceId: number;
  creditNoteId: number;
  participantId: number;
  enrollmentId: number;
}
let b: B;

/** Text of B's that must appear in no answer to A. */
const B_MARKERS = ['Svensson', 'Svensk Bygg', '556123-4567', 'B walk department', 'B walk document', 'B-WALK-EXTERNAL', 'B walk programme'];

type Kind = 'object' | 'list';
interface Walk {
  /** object: names one of B's objects, so 403 or 404; list: a list or bulk call that must leave B out. */
  kind: Kind;
  request: (b: B) => Omit<InjectOptions, 'method'> | Omit<InjectOptions, 'method'>[];
}

const json = (url: string, payload: unknown) => ({ url, payload: payload as object });

/** Every company-admin route that names a tenant-owned object, with B's object to name. */
const WALK: Record<string, Walk> = {
  'GET /api/classroom/license/clcourse/:id': {
    kind: 'list',
    request: (b) => ({ url: `/api/classroom/license/clcourse/${b.classroomCourseId}` }),
  },
  'GET /api/classroom/web/license/clcourse/:id': {
    kind: 'list',
    request: (b) => ({ url: `/api/classroom/web/license/clcourse/${b.classroomCourseId}` }),
  },
  'GET /api/classroom/license/clcourse/total/:id': {
    kind: 'list',
    request: (b) => ({ url: `/api/classroom/license/clcourse/total/${b.classroomCourseId}` }),
  },
  'GET /api/classroom/web/license/clcourse/excel/:id': {
    kind: 'list',
    request: (b) => ({ url: `/api/classroom/web/license/clcourse/excel/${b.classroomCourseId}` }),
  },
  'GET /api/elearning/scorm/init/:id': { kind: 'object', request: (b) => ({ url: `/api/elearning/scorm/init/${b.ecourseLicenseId}` }) },
  'GET /api/elearning/scorm/getSession/:id': {
    kind: 'object',
    request: (b) => ({ url: `/api/elearning/scorm/getSession/${b.sessionUuid}` }),
  },
  'GET /api/elearning/scorm/initocs/:useruuid/:licenseuuid': {
    kind: 'object',
    request: (b) => ({ url: `/api/elearning/scorm/initocs/${b.userUuid}/${b.ecourseLicenseUuid}` }),
  },
  'GET /api/elearning/scorm/getitem/:sessionId': {
    kind: 'object',
    request: (b) => ({ url: `/api/elearning/scorm/getitem/${b.sessionUuid}` }),
  },
  'GET /api/elearning/scorm/license/:id': {
    kind: 'object',
    request: (b) => ({ url: `/api/elearning/scorm/license/${b.ecourseLicenseId}` }),
  },
  'POST /api/elearning/data/scorm/:function/:session': {
    kind: 'object',
    request: (b) =>
      json(`/api/elearning/data/scorm/setValue/${b.sessionUuid}`, {
        licenseid: b.ecourseLicenseId,
        itemid: b.itemId,
        version: 1,
        parameter: 'cmi.core.lesson_status',
        value: 'passed',
      }),
  },
  'POST /api/elearning/data/scorm/async/:name/:session': {
    kind: 'object',
    request: (b) => json(`/api/elearning/data/scorm/async/commit/${b.sessionUuid}`, { licenseid: b.ecourseLicenseId, itemid: b.itemId }),
  },
  'GET /api/elearning/license/ecourse/:id': { kind: 'list', request: (b) => ({ url: `/api/elearning/license/ecourse/${b.ecourseId}` }) },
  'GET /api/elearning/web/license/ecourse/:id': {
    kind: 'list',
    request: (b) => ({ url: `/api/elearning/web/license/ecourse/${b.ecourseId}` }),
  },
  'GET /api/elearning/license/ecourse/total/:id': {
    kind: 'list',
    request: (b) => ({ url: `/api/elearning/license/ecourse/total/${b.ecourseId}` }),
  },
  'GET /api/elearning/web/license/ecourse/excel/:id': {
    kind: 'list',
    request: (b) => ({ url: `/api/elearning/web/license/ecourse/excel/${b.ecourseId}` }),
  },
  'PUT /api/elearning/data/licenses/ecourses/cancel': {
    kind: 'list',
    request: (b) => json('/api/elearning/data/licenses/ecourses/cancel', { ids: [b.ecourseLicenseId] }),
  },
  'GET /api/company/data/customers/:customerId/departments': {
    kind: 'object',
    request: (b) => ({ url: `/api/company/data/customers/${b.customerId}/departments` }),
  },
  'POST /api/company/data/my-company/licenses': {
    kind: 'list',
    request: (b) => json('/api/company/data/my-company/licenses?cmd=sendExpireReminders', { licenseIds: [b.ecourseLicenseId] }),
  },
  'POST /api/company/web/data/my-company/licenses/cancel': {
    kind: 'list',
    request: (b) => json('/api/company/web/data/my-company/licenses/cancel', [b.ecourseLicenseId]),
  },
  'POST /api/company/web/data/my-company/licenses/diplomas': {
    kind: 'list',
    request: (b) => json('/api/company/web/data/my-company/licenses/diplomas', { licenseIds: [b.ecourseLicenseId] }),
  },
  'POST /api/company/data/my-company/licenses/search': {
    kind: 'list',
    request: (b) =>
      ['ALL_LICENSES', 'COURSE_APPROVED_ALL_CUSTOMERS', 'DOWNLOAD_DIPLOMA'].map((type) =>
        json('/api/company/data/my-company/licenses/search', { licenseReportType: type, departments: [b.departmentId] }),
      ),
  },
  'POST /api/company/web/data/my-company/licenses/excel': {
    kind: 'list',
    request: (b) =>
      ['ALL_LICENSES', 'COURSE_APPROVED_ALL_CUSTOMERS', 'DOWNLOAD_DIPLOMA'].map((type) =>
        json('/api/company/web/data/my-company/licenses/excel', { licenseReportType: type, departments: [b.departmentId] }),
      ),
  },
  'PUT /api/company/data/my-company/departments/:id': {
    kind: 'object',
    request: (b) => json(`/api/company/data/my-company/departments/${b.departmentId}`, { name: 'Taken over' }),
  },
  'DELETE /api/company/data/my-company/departments/:id': {
    kind: 'object',
    request: (b) => ({ url: `/api/company/data/my-company/departments/${b.departmentId}` }),
  },
  'DELETE /api/company/data/my-company/externalProductId/delete/:productId': {
    kind: 'list',
    request: (b) => ({ url: `/api/company/data/my-company/externalProductId/delete/${b.productId}?productType=ELEARNING` }),
  },
  'POST /api/company/data/my-company/documents/edit/:id': {
    kind: 'object',
    request: (b) =>
      json(`/api/company/data/my-company/documents/edit/${b.documentId}`, { name: 'Taken over', description: '', locale: 'en_US' }),
  },
  'DELETE /api/company/data/my-company/documents/delete/:id': {
    kind: 'object',
    request: (b) => ({ url: `/api/company/data/my-company/documents/delete/${b.documentId}` }),
  },
  'GET /api/company/data/my-company/documents/file/:id': {
    kind: 'object',
    request: (b) => ({ url: `/api/company/data/my-company/documents/file/${b.documentId}` }),
  },
  'GET /api/company/data/my-company/users/:userId/licenses': {
    kind: 'object',
    request: (b) => ({ url: `/api/company/data/my-company/users/${b.userId}/licenses` }),
  },
  'GET /api/company/data/my-company/users/:userId/departments': {
    kind: 'object',
    request: (b) => ({ url: `/api/company/data/my-company/users/${b.userId}/departments` }),
  },
  'POST /api/company/data/my-company/competencesearch': {
    kind: 'list',
    request: (b) => json('/api/company/data/my-company/competencesearch', { departmentId: b.departmentId }),
  },
  'GET /api/company/data/my-company/competence/report': {
    kind: 'list',
    request: (b) => ({ url: `/api/company/data/my-company/competence/report?departmentId=${b.departmentId}` }),
  },
  'GET /api/users/data/my-company/people/:userId': {
    kind: 'object',
    request: (b) => ({ url: `/api/users/data/my-company/people/${b.userId}` }),
  },
  'GET /api/users/data/user-mass-import/customer/:customerId': {
    kind: 'object',
    request: (b) => ({ url: `/api/users/data/user-mass-import/customer/${b.customerId}` }),
  },
  'GET /api/users/data/atriumusersearch/user/:userId': {
    kind: 'object',
    request: (b) => ({ url: `/api/users/data/atriumusersearch/user/${b.userId}` }),
  },
  'PUT /api/users/data/atriumusersearch/user/:userId': {
    kind: 'object',
    request: (b) =>
      json(`/api/users/data/atriumusersearch/user/${b.userId}`, {
        firstname: 'Taken',
        lastname: 'Over',
        email: 'taken@example.com',
        locale: 'en_US',
      }),
  },
  'PUT /api/users/data/atriumusersearch/usercontext/:userId/:customerId': {
    kind: 'object',
    request: (b) => json(`/api/users/data/atriumusersearch/usercontext/${b.userId}/${b.customerId}`, { title: 'Taken over' }),
  },
  'POST /api/users/data/atriumusersearch/role': {
    kind: 'object',
    request: (b) => json('/api/users/data/atriumusersearch/role', { role: 'companyadmin', customer: b.customerId, user: b.userId }),
  },
  'DELETE /api/users/data/atriumusersearch/role': {
    kind: 'object',
    request: (b) => ({ url: `/api/users/data/atriumusersearch/role?role=staff&customer=${b.customerId}&user=${b.userId}` }),
  },
  'POST /api/users/data/atriumusersearch/activateContext/:userId/:customerId': {
    kind: 'object',
    request: (b) => ({ url: `/api/users/data/atriumusersearch/activateContext/${b.userId}/${b.customerId}` }),
  },
  'POST /api/users/data/atriumusersearch/deactivateContext/:userId/:customerId': {
    kind: 'object',
    request: (b) => ({ url: `/api/users/data/atriumusersearch/deactivateContext/${b.userId}/${b.customerId}` }),
  },
  'GET /api/users/data/atriumusersearch/user/:userId/audit': {
    kind: 'object',
    request: (b) => ({ url: `/api/users/data/atriumusersearch/user/${b.userId}/audit` }),
  },
  'GET /api/users/data/atriumusersearch/user/:userId/logins': {
    kind: 'object',
    request: (b) => ({ url: `/api/users/data/atriumusersearch/user/${b.userId}/logins` }),
  },
  'POST /api/users/me/active-customer': {
    kind: 'object',
    request: (b) => json('/api/users/me/active-customer', { customerId: b.customerId }),
  },
  'POST /api/reports/data/order/v1/checkout': {
    kind: 'object',
    request: (b) =>
      json('/api/reports/data/order/v1/checkout', {
        checkoutKey: '0b0b0b0b-0000-4000-8000-00000000b0b0',
        customerId: b.customerId,
        yourReference: 'walk',
        lines: [{ courseType: 'ELEARNING', courseId: b.ecourseId, userIds: [b.userId] }],
      }),
  },
  'POST /api/reports/data/cart/v1/waiting-list': {
    kind: 'object',
    request: (b) => json('/api/reports/data/cart/v1/waiting-list', { instanceId: 1, customerId: b.customerId, userIds: [b.userId] }),
  },
  'GET /api/reports/data/order/v1/:orderId': { kind: 'object', request: (b) => ({ url: `/api/reports/data/order/v1/${b.orderId}` }) },
  'GET /api/reports/data/order/v1/purchase/:purchaseId': {
    kind: 'object',
    request: (b) => ({ url: `/api/reports/data/order/v1/purchase/${b.purchaseId}` }),
  },
  'GET /api/reports/data/batchinvoice/invoices/:invoiceId/pdf': {
    kind: 'object',
    request: (b) => ({ url: `/api/reports/data/batchinvoice/invoices/${b.invoiceId}/pdf` }),
  },
  'GET /api/reports/data/credit-note/v1/:creditNoteId/pdf': {
    kind: 'object',
    request: (b) => ({ url: `/api/reports/data/credit-note/v1/${b.creditNoteId}/pdf` }),
  },
  // A person may hold contexts at several customers: a company admin reads the enrolments made for their own customer.
  'GET /api/reports/data/atriumusersearch/user/courseProgram/enrollments/:userId': {
    kind: 'list',
    request: (b) => ({ url: `/api/reports/data/atriumusersearch/user/courseProgram/enrollments/${b.userId}` }),
  },
  'POST /api/reports/data/atriumusersearch/user/courseProgram/enrollments/:enrollmentId/cancel': {
    kind: 'object',
    request: (b) => ({ url: `/api/reports/data/atriumusersearch/user/courseProgram/enrollments/${b.enrollmentId}/cancel` }),
  },
  'POST /api/reports/data/atriumusersearch/user/courseProgram/enrollments/:enrollmentId/seat': {
    kind: 'object',
    request: (b) =>
      json(`/api/reports/data/atriumusersearch/user/courseProgram/enrollments/${b.enrollmentId}/seat`, {
        classroomCourseId: b.classroomCourseId,
        instanceId: 1,
      }),
  },
  'POST /api/reports/data/atriumusersearch/courseProgram/swapClassroomCourse/availableClassroomCourses': {
    kind: 'object',
    request: (b) =>
      json('/api/reports/data/atriumusersearch/courseProgram/swapClassroomCourse/availableClassroomCourses', {
        licenseId: b.participantId,
      }),
  },
  'POST /api/reports/data/atriumusersearch/courseProgram/swapClassroomCourse/swap': {
    kind: 'object',
    request: (b) =>
      json('/api/reports/data/atriumusersearch/courseProgram/swapClassroomCourse/swap', {
        licenseId: b.participantId,
        swapToClassroomCourseId: 1,
      }),
  },
  'POST /api/reports/data/atriumusersearch/courseProgram/swapElearningCourse/availableElearningCourses': {
    kind: 'object',
    request: (b) =>
      json('/api/reports/data/atriumusersearch/courseProgram/swapElearningCourse/availableElearningCourses', {
        licenseId: b.ecourseLicenseId,
      }),
  },
  'POST /api/reports/data/atriumusersearch/courseProgram/swapElearningCourse/swap': {
    kind: 'object',
    request: (b) =>
      json('/api/reports/data/atriumusersearch/courseProgram/swapElearningCourse/swap', {
        licenseId: b.ecourseLicenseId,
        swapToElearningCourseId: b.ecourseId,
      }),
  },
  'GET /api/elearning/data/my/licenses/:licenseId/evaluation': {
    kind: 'object',
    request: (b) => ({ url: `/api/elearning/data/my/licenses/${b.ecourseLicenseId}/evaluation` }),
  },
  'POST /api/elearning/data/my/licenses/:licenseId/evaluation': {
    kind: 'object',
    request: (b) => json(`/api/elearning/data/my/licenses/${b.ecourseLicenseId}/evaluation`, { rating: 1, comment: 'walk' }),
  },
};

/** Company-admin routes whose ids name nothing a tenant owns (catalogue courses, packages, the caller's own cart). */
const NOT_TENANT_OWNED = new Set([
  'POST /api/elearning/web/data/ecourses/excel',
  'GET /api/elearning/data/ecourses/courseInfo',
  'GET /api/elearning/data/ecourses',
  'PUT /api/company/data/my-company/externalProductId',
  'POST /api/reports/data/cart/v1/addCourseToCart',
  'DELETE /api/reports/data/cart/v1/items/:courseType/:courseId',
  // Finding 1's own test covers it: a tenant-scoped caller never sees or attaches another customer's person.
  'POST /api/users/data/users/new',
  // A course programme's instances with free seats: the provider's catalogue, as for checkout.
  'GET /api/reports/data/courseprograms/:programId/instances',
  // A course instance's titles and free seats: the provider's catalogue, as for checkout.
  'GET /api/users/data/user-mass-import/course-instance/:id',
  // Calls whose bodies need a whole import or department list; each refuses another company's customer, person or
  // department in its own tests: company-users.test.ts ("refuses another company's department") and
  // user-mass-import.test.ts ("a company admin at another customer (403)").
  'PUT /api/company/data/my-company/users/:userId/departments',
  'POST /api/users/data/user-mass-import/parse',
  'POST /api/users/data/user-mass-import/duplicates',
  'POST /api/users/data/user-mass-import/dry-run',
  'POST /api/users/data/user-mass-import/register',
  'GET /api/users/data/user-mass-import/:id',
  'POST /api/users/data/user-mass-import/:id/undo',
]);

/** The answer as text; a spreadsheet's cells, since its zip hides them from a plain search. */
async function textOf(answer: LightMyRequestResponse): Promise<string> {
  if (!String(answer.headers['content-type']).includes('spreadsheetml') || answer.statusCode !== 200) return answer.body;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell.text))));
  return cells.join('\n');
}

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(database.db)).rows[0]!;

async function findB(): Promise<B> {
  const user = await one(sql<{ id: number; uuid: string }>`select id, uuid from users.users where username = 'svensk'`);
  const ecourse = await one(sql<{ id: number; item: number }>`
    select e.id, i.id as item from elearning.ecourse e join elearning.package_item i on i.package_id = e.package_id
     order by e.id, i.id limit 1`);
  const license = await one(sql<{ id: number; uuid: string }>`
    insert into elearning.license (ecourse_id, user_id, user_uuid, customer_id)
    values (${ecourse.id}, ${user.id}, ${user.uuid}, 3) returning id, uuid`);
  // Completed, so it would show in diplomas and approved-license reports if they leaked.
  await sql`update elearning.license set completed = now(), completion_status = 'completed', success_status = 'passed' where id = ${license.id}`.execute(
    database.db,
  );
  const session = await one(sql<{ uuid: string }>`
    insert into elearning.runtime_session (license_id, package_item_id) values (${license.id}, ${ecourse.item}) returning uuid`);
  const participant = await one(sql<{ id: number; course: number }>`
    select p.id, i.classroom_course_id as course from classroom.participant p join classroom.classroom_course_instance i on i.id = p.cli_id
     where p.customer_id = 3 limit 1`);
  const department = await one(sql<{ id: number }>`
    insert into company.department (customer_id, name) values (3, 'B walk department') returning id`);
  const document = await one(sql<{ id: number }>`
    insert into company.document (customer_id, name, filename, content_type, size_bytes, storage_key)
    values (3, 'B walk document', 'b.pdf', 'application/pdf', 1, 'nowhere') returning id`);
  await sql`
    insert into company.external_product_id (customer_id, product_id, product_type, external_id)
    values (3, ${ecourse.id}, 'ELEARNING', 'B-WALK-EXTERNAL')`.execute(database.db);
  const order = await one(sql<{ id: number; purchase: number }>`
    select o.id, min(pl.id) as purchase from reports."order" o join reports.purchase_line pl on pl.order_id = o.id
     where o.customer_id = 3 group by o.id order by o.id limit 1`);
  const invoice = await one(sql<{ id: number }>`select id from reports.invoice where customer_id = 3 order by id limit 1`);
  // A credit note of B's, written as the service would (the demo data has none).
  const creditNote = await one(sql<{ id: number }>`
    insert into reports.credit_note (number, invoice_id, customer_id, reason, locale, currency, vat_percent, net_total, vat_total, created_by)
    values (900001, ${invoice.id}, 3, 'walk', 'nb_NO', 'NOK', 25, 100, 25, 1)
    returning id`);
  // B's course programme enrolment (decision 0252), holding B's e-learning licence and classroom seat.
  const program = await one(sql<{ id: number }>`insert into reports.course_program (title) values ('B walk programme') returning id`);
  await sql`
    insert into reports.course_program_course (program_id, course_type, course_id, position)
    values (${program.id}, 'ELEARNING', ${ecourse.id}, 0), (${program.id}, 'CLASSROOM', ${participant.course}, 1)`.execute(database.db);
  const enrollment = await one(sql<{ id: number }>`
    insert into reports.course_program_enrollment (program_id, user_id, customer_id, status)
    values (${program.id}, ${user.id}, 3, 'ENROLLED') returning id`);
  await sql`
    insert into reports.course_program_license (enrollment_id, position, course_type, course_id, license_id)
    values (${enrollment.id}, 0, 'ELEARNING', ${ecourse.id}, ${license.id}),
           (${enrollment.id}, 1, 'CLASSROOM', ${participant.course}, ${participant.id})`.execute(database.db);
  return {
    customerId: 3,
    userId: user.id,
    userUuid: user.uuid,
    ecourseLicenseId: license.id,
    ecourseLicenseUuid: license.uuid,
    ecourseId: ecourse.id,
    sessionUuid: session.uuid,
    itemId: ecourse.item,
    classroomCourseId: participant.course,
    departmentId: department.id,
    documentId: document.id,
    productId: ecourse.id,
    orderId: order.id,
    purchaseId: order.purchase,
    invoiceId: invoice.id,
    creditNoteId: creditNote.id,
    participantId: participant.id,
    enrollmentId: enrollment.id,
  };
}

/** What of B's the walk could change; it must read the same afterwards. */
const bState = () =>
  Promise.all([
    sql`select first_name, last_name, email, deleted_at from users.users where id = ${b.userId}`.execute(database.db),
    sql`select customer_id, roles, active, title from users.user_context where user_id = ${b.userId} order by id`.execute(database.db),
    sql`select cancelled, completed from elearning.license where id = ${b.ecourseLicenseId}`.execute(database.db),
    sql`select name from company.department where id = ${b.departmentId}`.execute(database.db),
    sql`select name from company.document where id = ${b.documentId}`.execute(database.db),
    sql`select external_id from company.external_product_id where customer_id = 3`.execute(database.db),
    sql`select terminated_at from elearning.runtime_session where uuid = ${b.sessionUuid}`.execute(database.db),
    sql`select status from reports.course_program_enrollment where id = ${b.enrollmentId}`.execute(database.db),
    sql`select license_id from reports.course_program_license where enrollment_id = ${b.enrollmentId} order by position`.execute(
      database.db,
    ),
  ]).then((results) => results.map((result) => result.rows));

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.db, { seedDemo: true });
  app = await buildPlatformApp({ db: database.db, logger: false, sessionSecret: TEST_SESSION_SECRET, root: '/nonexistent' });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'companyadmin', password: 'atrium123' } });
  expect(login.statusCode).toBe(200);
  cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
  b = await findB();
}, 180_000);

afterAll(async () => {
  await app.close();
  await database.drop();
});

const ID_NAME = /(^id$|Id$|Ids$|^ids$|uuid$|^session$|^sessionId$|^user$|^customer$)/i;

interface Operation {
  parameters?: { in: 'path' | 'query'; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { type?: string; properties?: Record<string, unknown> } }> };
}

it('walks every company-admin route that takes an id', () => {
  const companyAdminRoutes = new Set(
    listRoutes(app)
      .filter((route) => route.method !== 'HEAD')
      .filter(
        (route) => route.access === 'authenticated' || (typeof route.access === 'object' && route.access.roles.includes('companyadmin')),
      )
      .map((route) => `${route.method} ${route.url}`),
  );
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const takingIds: string[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const route = `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;
      if (!companyAdminRoutes.has(route)) continue;
      const body = operation.requestBody?.content?.['application/json']?.schema;
      const names = [
        ...(operation.parameters ?? []).map((parameter) => parameter.name),
        ...Object.keys(body?.properties ?? {}),
        ...(body?.type === 'array' ? ['ids'] : []),
      ];
      if (names.some((name) => ID_NAME.test(name)) || route.includes('/:')) takingIds.push(route);
    }
  }
  // Routes the OpenAPI document leaves out (streamed files) but the registry lists.
  for (const route of companyAdminRoutes) if (route.includes('/:') && !takingIds.includes(route)) takingIds.push(route);
  const unwalked = takingIds.filter((route) => !WALK[route] && !NOT_TENANT_OWNED.has(route));
  expect(unwalked).toEqual([]);
});

it('answers the company admin of A 403 or 404 for B’s objects, shows none of B’s data and changes nothing of B’s', async () => {
  const before = await bState();
  const leaks: string[] = [];
  const statuses: string[] = [];
  for (const [route, walk] of Object.entries(WALK)) {
    const method = route.split(' ')[0] as InjectOptions['method'];
    for (const request of [walk.request(b)].flat()) {
      const answer = await app.inject({ ...request, method, headers: { cookie } });
      const body = await textOf(answer);
      statuses.push(`${answer.statusCode} ${route}`);
      const shown = B_MARKERS.filter((marker) => body.includes(marker));
      const refused = answer.statusCode === 403 || answer.statusCode === 404;
      if (walk.kind === 'object' && !refused) leaks.push(`${route}: ${answer.statusCode} ${body.slice(0, 160)}`);
      if (answer.statusCode >= 500) leaks.push(`${route}: ${answer.statusCode}`);
      if (shown.length) leaks.push(`${route}: shows ${shown.join(', ')}`);
    }
  }
  console.log(`tenant walk, company admin of A against B:\n${statuses.join('\n')}`);
  expect(leaks).toEqual([]);
  expect(await bState()).toEqual(before);
}, 120_000);

it('sees B’s data where the walk looks for it when the caller may see it (the walk’s own check)', async () => {
  const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'admin', password: 'atrium123' } });
  const admin = String(login.headers['set-cookie']).split(';')[0] ?? '';
  for (const route of [
    'GET /api/users/data/atriumusersearch/user/:userId',
    'GET /api/company/data/customers/:customerId/departments',
    'GET /api/elearning/web/license/ecourse/excel/:id',
  ]) {
    const answer = await app.inject({ ...[WALK[route]!.request(b)].flat()[0], method: 'GET', headers: { cookie: admin } });
    const text = await textOf(answer);
    expect({ route, status: answer.statusCode, shows: B_MARKERS.some((marker) => text.includes(marker)) }).toEqual({
      route,
      status: 200,
      shows: true,
    });
  }
});
