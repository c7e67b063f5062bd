import { HttpError, zodResponse, zodSchema, type ZodTypeProvider } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  ecourseParamsSchema,
  ecoursePriceListSchema,
  ecoursePriceParamsSchema,
  ecoursePriceSchema,
  newEcoursePriceSchema,
  priceCustomerBodySchema,
  priceCustomerListSchema,
  priceCustomerParamsSchema,
} from '@atrium/elearning-contract';
import { elearningDb, type ElearningDb } from '../db';
import { inTransaction } from '../transaction';
import { COURSE_ADMINS, PLATFORM_ADMINS } from './ecourse-access';
import { withCustomerNames } from './published-customers';
import { requireEcourse } from './require-ecourse';

const PRICE_COLUMNS = ['id', 'value', 'currency', 'from_date as fromDate', 'to_date as toDate'] as const;

async function readPriceCustomers(db: ElearningDb, shared: Kysely<any>, ecourseId: number) {
  await requireEcourse(db, ecourseId);
  const rows = await db
    .selectFrom('ecourse_price_customer')
    .select(['customer_id as customerId', 'discount_percent as discountPercent'])
    .where('ecourse_id', '=', ecourseId)
    .orderBy('customer_id')
    .execute();
  return withCustomerNames(shared, rows);
}

/** The price list (document 001 §3, §4) and the per-customer discounts only platform admins see (§6). */
export const priceRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (fastify, { db: shared }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = elearningDb(shared);
  const params = zodSchema(ecourseParamsSchema);

  app.get(
    '/data/ecourses/:id/prices',
    { config: { access: COURSE_ADMINS }, schema: { params, response: { 200: zodResponse(ecoursePriceListSchema) } } },
    async (request) => {
      await requireEcourse(db, request.params.id);
      return db
        .selectFrom('ecourse_price')
        .select(PRICE_COLUMNS)
        .where('ecourse_id', '=', request.params.id)
        .orderBy('currency')
        .orderBy('from_date', 'desc')
        .execute();
    },
  );

  app.post(
    '/data/ecourses/:id/prices',
    {
      config: { access: COURSE_ADMINS },
      schema: { params, body: zodSchema(newEcoursePriceSchema), response: { 201: zodResponse(ecoursePriceSchema) } },
    },
    async (request, reply) => {
      await requireEcourse(db, request.params.id);
      const { value, currency, fromDate, toDate } = request.body;
      const price = await db
        .insertInto('ecourse_price')
        .values({ ecourse_id: request.params.id, value, currency, from_date: fromDate, to_date: toDate })
        .returning(PRICE_COLUMNS)
        .executeTakeFirstOrThrow();
      return reply.code(201).send(price);
    },
  );

  // Document 001 §4: a price may be deleted only while its end date is in the future (today still counts).
  app.delete(
    '/data/ecourses/:id/prices/:priceId',
    { config: { access: COURSE_ADMINS }, schema: { params: zodSchema(ecoursePriceParamsSchema) } },
    async (request, reply) => {
      const { id, priceId } = request.params;
      await inTransaction(db, async (trx) => {
        const price = await trx
          .selectFrom('ecourse_price')
          .select(['id', sql<boolean>`to_date >= current_date`.as('deletable')])
          .where('id', '=', priceId)
          .where('ecourse_id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!price) throw new HttpError(404, 'Price not found');
        if (!price.deletable) throw new HttpError(400, 'priceId: a price whose end date has passed cannot be deleted');
        await trx.deleteFrom('ecourse_price').where('id', '=', priceId).execute();
      });
      return reply.code(204).send();
    },
  );

  const customers = { 200: zodResponse(priceCustomerListSchema) };
  app.get(
    '/data/ecourses/:id/priceCustomers',
    { config: { access: PLATFORM_ADMINS }, schema: { params, response: customers } },
    async (request) => readPriceCustomers(db, shared, request.params.id),
  );

  app.put(
    '/data/ecourses/:id/priceCustomers',
    { config: { access: PLATFORM_ADMINS }, schema: { params, body: zodSchema(priceCustomerBodySchema), response: customers } },
    async (request) => {
      await requireEcourse(db, request.params.id);
      const { customerId, discountPercent } = request.body;
      await db
        .insertInto('ecourse_price_customer')
        .values({ ecourse_id: request.params.id, customer_id: customerId, discount_percent: discountPercent })
        .onConflict((oc) => oc.columns(['ecourse_id', 'customer_id']).doUpdateSet({ discount_percent: discountPercent }))
        .execute();
      return readPriceCustomers(db, shared, request.params.id);
    },
  );

  app.delete(
    '/data/ecourses/:id/priceCustomers/:customerId',
    { config: { access: PLATFORM_ADMINS }, schema: { params: zodSchema(priceCustomerParamsSchema), response: customers } },
    async (request) => {
      await db
        .deleteFrom('ecourse_price_customer')
        .where('ecourse_id', '=', request.params.id)
        .where('customer_id', '=', request.params.customerId)
        .execute();
      return readPriceCustomers(db, shared, request.params.id);
    },
  );
};
