import {
  addEndpoint,
  CUSTOMER_ADMINS,
  customerScopeOf,
  HttpError,
  principalOf,
  zodSchema,
  type ZodTypeProvider,
} from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { LICENSE_LIST_LIMIT, licenseCourseParamsSchema, licenseListQuerySchema, licenseEndpoints } from '@atrium/elearning-contract';
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
export const licenseRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = elearningDb(shared);

  // Document 001 §7 names both calls; they answer alike, the first 300 in the list's order (§9).
  for (const endpoint of [licenseEndpoints.list, licenseEndpoints.webList]) {
    addEndpoint(app, endpoint, async (request) => {
      const course = await requireCourse(db, request.params.id);
      const scope = { ecourseId: course.id, customerId: customerScopeOf(principalOf(request)) };
      const rows = await (await licenseQuery(db, scope, request.query)).limit(LICENSE_LIST_LIMIT).execute();
      return { ecourseId: course.id, courseName: course.internalName, licenses: rows.map(licenseView) };
    });
  }

  addEndpoint(app, licenseEndpoints.total, async (request) => {
    const course = await requireCourse(db, request.params.id);
    const scope = { ecourseId: course.id, customerId: customerScopeOf(principalOf(request)) };
    const query = (await licenseQuery(db, scope, request.query)).clearOrderBy();
    const { total } = await db
      .selectFrom(query.as('matching'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return { total: Number(total) };
  });

  // The Excel file streams, so it is a plain route (docs/conventions.md) with the list's own query.
  app.withTypeProvider<ZodTypeProvider>().get(
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

  addEndpoint(app, licenseEndpoints.approve, async (request) => {
    const { ids, date } = request.body;
    await inTransaction(db, (trx) => approveLicenses(trx, ids, date, principalOf(request)));
    return changedLicenses(db, ids);
  });

  addEndpoint(app, licenseEndpoints.cancel, async (request) => {
    const principal = principalOf(request);
    const { ids, acceptCancellationFee } = request.body;
    await inTransaction(db, (trx) => cancelLicenses(trx, ids, customerScopeOf(principal), acceptCancellationFee, principal));
    return changedLicenses(db, ids);
  });

  addEndpoint(app, licenseEndpoints.add, async (request) => {
    const course = await requireCourse(db, request.params.id);
    const { usersWithCustomer, sendEmailNotification } = request.body;
    const result = await inTransaction(db, (trx) => addLicenses(trx, course, usersWithCustomer, sendEmailNotification));
    return { created: await changedLicenses(db, result.createdIds), alreadyLicensed: result.alreadyLicensed };
  });
};
