import { addEndpoint, HttpError, RequestValidationError } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { ecoursePriceEndpoints } from '@atrium/elearning-contract';
import { elearningDb, type ElearningDb } from '../db';
import { inTransaction } from '../transaction';
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
export const priceRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db: shared }) => {
  const db = elearningDb(shared);

  addEndpoint(app, ecoursePriceEndpoints.list, async (request) => {
    await requireEcourse(db, request.params.id);
    return db
      .selectFrom('ecourse_price')
      .select(PRICE_COLUMNS)
      .where('ecourse_id', '=', request.params.id)
      .orderBy('currency')
      .orderBy('from_date', 'desc')
      .execute();
  });

  addEndpoint(app, ecoursePriceEndpoints.add, async (request) => {
    await requireEcourse(db, request.params.id);
    const { value, currency, fromDate, toDate } = request.body;
    return db
      .insertInto('ecourse_price')
      .values({ ecourse_id: request.params.id, value, currency, from_date: fromDate, to_date: toDate })
      .returning(PRICE_COLUMNS)
      .executeTakeFirstOrThrow();
  });

  // Document 001 §4: a price may be deleted only while its end date is in the future (today still counts).
  addEndpoint(app, ecoursePriceEndpoints.remove, async (request) => {
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
      if (!price.deletable) throw RequestValidationError.forField('priceId', [], 'prices.pastNotDeletable');
      await trx.deleteFrom('ecourse_price').where('id', '=', priceId).execute();
    });
  });

  addEndpoint(app, ecoursePriceEndpoints.customers, async (request) => readPriceCustomers(db, shared, request.params.id));

  addEndpoint(app, ecoursePriceEndpoints.saveCustomer, async (request) => {
    await requireEcourse(db, request.params.id);
    const { customerId, discountPercent } = request.body;
    await db
      .insertInto('ecourse_price_customer')
      .values({ ecourse_id: request.params.id, customer_id: customerId, discount_percent: discountPercent })
      .onConflict((oc) => oc.columns(['ecourse_id', 'customer_id']).doUpdateSet({ discount_percent: discountPercent }))
      .execute();
    return readPriceCustomers(db, shared, request.params.id);
  });

  addEndpoint(app, ecoursePriceEndpoints.removeCustomer, async (request) => {
    await db
      .deleteFrom('ecourse_price_customer')
      .where('ecourse_id', '=', request.params.id)
      .where('customer_id', '=', request.params.customerId)
      .execute();
    return readPriceCustomers(db, shared, request.params.id);
  });
};
