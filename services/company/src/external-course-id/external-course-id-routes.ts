import { addEndpoint, HttpError, principalOf } from '@atrium/service-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { externalCourseIdEndpoints } from '@atrium/company-contract';
import { companyDb } from '../db';
import { reportCustomerOf } from '../license-reports/license-customer';
import { searchProducts } from './external-course-id-query';
import { clearExternalId, setExternalId } from './external-course-id-store';

/** /my-company/external-course-id: the customer's own ids per product, for the customer the caller acts for. */
export const externalCourseIdRoutes: FastifyPluginAsync<{ db: Kysely<any> }> = async (app, { db }) => {
  addEndpoint(app, externalCourseIdEndpoints.search, async (request) =>
    searchProducts(db, reportCustomerOf(principalOf(request)), request.body),
  );

  addEndpoint(app, externalCourseIdEndpoints.set, async (request) => {
    const customerId = reportCustomerOf(principalOf(request));
    const { productId, productType } = request.body;
    const [known] = await searchProducts(db, customerId, { productId, productType });
    if (!known) throw new HttpError(404, 'Product not found');
    const { conflictingProductId } = await companyDb(db)
      .transaction()
      .execute((trx) => setExternalId(trx, customerId, request.body));
    if (conflictingProductId !== null) return { isDuplicate: true, conflictingProductId, product: null };
    const [product] = await searchProducts(db, customerId, { productId, productType });
    return { isDuplicate: false, conflictingProductId: null, product: product ?? null };
  });

  addEndpoint(app, externalCourseIdEndpoints.remove, async (request) => {
    const customerId = reportCustomerOf(principalOf(request));
    await companyDb(db)
      .transaction()
      .execute((trx) => clearExternalId(trx, customerId, request.query.productType, request.params.productId));
  });
};
