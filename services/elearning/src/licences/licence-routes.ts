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
  addLicencesBodySchema,
  addLicencesResponseSchema,
  cancelLicencesBodySchema,
  ecourseLicenceListResponseSchema,
  ecourseLicenceListSchema,
  LICENCE_LIST_LIMIT,
  licenceCourseParamsSchema,
  licenceListQuerySchema,
  licenceTotalResponseSchema,
  setLicencesApprovedBodySchema,
} from '../contract';
import { elearningDb, type ElearningDb } from '../db';
import { inTransaction } from '../transaction';
import { addLicences } from './add-licences';
import { approveLicences, cancelLicences } from './licence-changes';
import { licencesWorkbook } from './licence-excel';
import { licenceQuery, licencesByIds } from './licence-query';
import { licenceView } from './licence-view';

async function requireCourse(db: ElearningDb, id: number) {
  const course = await db.selectFrom('ecourse').select(['id', 'internal_name']).where('id', '=', id).executeTakeFirst();
  if (!course) throw new HttpError(404, 'E-course not found');
  return { id: course.id, internalName: course.internal_name };
}

const changedLicences = async (db: ElearningDb, ids: readonly number[]) =>
  ids.length === 0 ? [] : (await licencesByIds(db, ids)).map(licenceView);

/** The e-course licence list of document 001 §2, §4 and §7. */
export const licenceRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);

  const listSchema = {
    params: zodSchema(licenceCourseParamsSchema),
    querystring: zodSchema(licenceListQuerySchema),
    response: { 200: zodResponse(ecourseLicenceListResponseSchema) },
  };
  // Document 001 §7 names both calls; they answer alike, the first 300 in the list's order (§9).
  for (const path of ['/license/ecourse/:id', '/web/license/ecourse/:id']) {
    app.get(path, { config: { access: { roles: CUSTOMER_ADMINS } }, schema: listSchema }, async (request) => {
      const course = await requireCourse(db, request.params.id);
      const scope = { ecourseId: course.id, customerId: customerScopeOf(principalOf(request)) };
      const rows = await (await licenceQuery(db, scope, request.query)).limit(LICENCE_LIST_LIMIT).execute();
      return { ecourseId: course.id, courseName: course.internalName, licenses: rows.map(licenceView) };
    });
  }

  app.get(
    '/license/ecourse/total/:id',
    {
      config: { access: { roles: CUSTOMER_ADMINS } },
      schema: {
        params: zodSchema(licenceCourseParamsSchema),
        querystring: zodSchema(licenceListQuerySchema),
        response: { 200: zodResponse(licenceTotalResponseSchema) },
      },
    },
    async (request) => {
      const course = await requireCourse(db, request.params.id);
      const scope = { ecourseId: course.id, customerId: customerScopeOf(principalOf(request)) };
      const query = (await licenceQuery(db, scope, request.query)).clearOrderBy();
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
      schema: { params: zodSchema(licenceCourseParamsSchema), querystring: zodSchema(licenceListQuerySchema) },
    },
    async (request, reply) => {
      const course = await requireCourse(db, request.params.id);
      const scope = { ecourseId: course.id, customerId: customerScopeOf(principalOf(request)) };
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="licences-${course.id}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(licencesWorkbook(db, scope, request.query));
    },
  );

  app.put(
    '/data/licenses/ecourses/setlicensesapproved',
    {
      config: { access: { roles: COURSE_ADMINS } },
      schema: { body: zodSchema(setLicencesApprovedBodySchema), response: { 200: zodResponse(ecourseLicenceListSchema) } },
    },
    async (request) => {
      const { ids, date } = request.body;
      await inTransaction(db, (trx) => approveLicences(trx, ids, date, principalOf(request)));
      return changedLicences(db, ids);
    },
  );

  app.put(
    '/data/licenses/ecourses/cancel',
    {
      config: { access: { roles: CUSTOMER_ADMINS } },
      schema: { body: zodSchema(cancelLicencesBodySchema), response: { 200: zodResponse(ecourseLicenceListSchema) } },
    },
    async (request) => {
      const principal = principalOf(request);
      const { ids } = request.body;
      await inTransaction(db, (trx) => cancelLicences(trx, ids, customerScopeOf(principal), principal));
      return changedLicences(db, ids);
    },
  );

  app.post(
    '/data/license/ecourse/:id',
    {
      config: { access: { roles: COURSE_ADMINS } },
      schema: {
        params: zodSchema(licenceCourseParamsSchema),
        body: zodSchema(addLicencesBodySchema),
        response: { 200: zodResponse(addLicencesResponseSchema) },
      },
    },
    async (request) => {
      const course = await requireCourse(db, request.params.id);
      const { usersWithCustomer, sendEmailNotification } = request.body;
      const result = await inTransaction(db, (trx) => addLicences(trx, course, usersWithCustomer, sendEmailNotification));
      return { created: await changedLicences(db, result.createdIds), alreadyLicensed: result.alreadyLicensed };
    },
  );
};
