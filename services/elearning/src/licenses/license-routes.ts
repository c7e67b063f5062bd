import {
  HttpError,
  principalOf,
  zodResponse,
  zodSchema,
  type ZodTypeProvider,
  COURSE_ADMINS,
  CUSTOMER_ADMINS,
  customerScopeOf,
} from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  addLicensesBodySchema,
  addLicensesResponseSchema,
  cancelLicensesBodySchema,
  ecourseLicenseListResponseSchema,
  ecourseLicenseListSchema,
  LICENSE_LIST_LIMIT,
  licenseCourseParamsSchema,
  licenseListQuerySchema,
  licenseTotalResponseSchema,
  setLicensesApprovedBodySchema,
} from '@atrium/elearning-contract';
import { elearningDb, type ElearningDb } from '../db';
import { inTransaction } from '../transaction';
import { addLicenses } from './add-licenses';
import { approveLicenses, cancelLicenses } from './license-changes';
import { licensesWorkbook } from './license-excel';
import { licenseQuery, licensesByIds } from './license-query';
import { licenseView } from './license-view';
import { requestLocale } from '@atrium/service-core/excel';

async function requireCourse(db: ElearningDb, id: number) {
  const course = await db.selectFrom('ecourse').select(['id', 'internal_name']).where('id', '=', id).executeTakeFirst();
  if (!course) throw new HttpError(404, 'E-course not found');
  return { id: course.id, internalName: course.internal_name };
}

const changedLicenses = async (db: ElearningDb, ids: readonly number[]) =>
  ids.length === 0 ? [] : (await licensesByIds(db, ids)).map(licenseView);

/** The e-course license list of document 001 §2, §4 and §7. */
export const licenseRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);

  const listSchema = {
    params: zodSchema(licenseCourseParamsSchema),
    querystring: zodSchema(licenseListQuerySchema),
    response: { 200: zodResponse(ecourseLicenseListResponseSchema) },
  };
  // Document 001 §7 names both calls; they answer alike, the first 300 in the list's order (§9).
  for (const path of ['/license/ecourse/:id', '/web/license/ecourse/:id']) {
    app.get(path, { config: { access: { roles: CUSTOMER_ADMINS } }, schema: listSchema }, async (request) => {
      const course = await requireCourse(db, request.params.id);
      const scope = { ecourseId: course.id, customerId: customerScopeOf(principalOf(request)) };
      const rows = await (await licenseQuery(db, scope, request.query)).limit(LICENSE_LIST_LIMIT).execute();
      return { ecourseId: course.id, courseName: course.internalName, licenses: rows.map(licenseView) };
    });
  }

  app.get(
    '/license/ecourse/total/:id',
    {
      config: { access: { roles: CUSTOMER_ADMINS } },
      schema: {
        params: zodSchema(licenseCourseParamsSchema),
        querystring: zodSchema(licenseListQuerySchema),
        response: { 200: zodResponse(licenseTotalResponseSchema) },
      },
    },
    async (request) => {
      const course = await requireCourse(db, request.params.id);
      const scope = { ecourseId: course.id, customerId: customerScopeOf(principalOf(request)) };
      const query = (await licenseQuery(db, scope, request.query)).clearOrderBy();
      const { total } = await db
        .selectFrom(query.as('matching'))
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return { total: Number(total) };
    },
  );

  app.get(
    '/web/license/ecourse/excel/:id',
    {
      config: { access: { roles: CUSTOMER_ADMINS } },
      schema: { params: zodSchema(licenseCourseParamsSchema), querystring: zodSchema(licenseListQuerySchema) },
    },
    async (request, reply) => {
      const course = await requireCourse(db, request.params.id);
      const scope = { ecourseId: course.id, customerId: customerScopeOf(principalOf(request)) };
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="licenses-${course.id}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(licensesWorkbook(db, scope, request.query, requestLocale(request)));
    },
  );

  app.put(
    '/data/licenses/ecourses/setlicensesapproved',
    {
      config: { access: { roles: COURSE_ADMINS } },
      schema: { body: zodSchema(setLicensesApprovedBodySchema), response: { 200: zodResponse(ecourseLicenseListSchema) } },
    },
    async (request) => {
      const { ids, date } = request.body;
      await inTransaction(db, (trx) => approveLicenses(trx, ids, date, principalOf(request)));
      return changedLicenses(db, ids);
    },
  );

  app.put(
    '/data/licenses/ecourses/cancel',
    {
      config: { access: { roles: CUSTOMER_ADMINS } },
      schema: { body: zodSchema(cancelLicensesBodySchema), response: { 200: zodResponse(ecourseLicenseListSchema) } },
    },
    async (request) => {
      const principal = principalOf(request);
      const { ids } = request.body;
      await inTransaction(db, (trx) => cancelLicenses(trx, ids, customerScopeOf(principal), principal));
      return changedLicenses(db, ids);
    },
  );

  app.post(
    '/data/license/ecourse/:id',
    {
      config: { access: { roles: COURSE_ADMINS } },
      schema: {
        params: zodSchema(licenseCourseParamsSchema),
        body: zodSchema(addLicensesBodySchema),
        response: { 200: zodResponse(addLicensesResponseSchema) },
      },
    },
    async (request) => {
      const course = await requireCourse(db, request.params.id);
      const { usersWithCustomer, sendEmailNotification } = request.body;
      const result = await inTransaction(db, (trx) => addLicenses(trx, course, usersWithCustomer, sendEmailNotification));
      return { created: await changedLicenses(db, result.createdIds), alreadyLicensed: result.alreadyLicensed };
    },
  );
};
