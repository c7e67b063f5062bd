import { HttpError } from '@atrium/service-core';
import { sql, type Transaction } from 'kysely';
import type { CourseType } from '@atrium/company-contract';
import type { CompanyTables } from '../db';

type Trx = Transaction<CompanyTables>;

export interface ExternalIdChange {
  productId: number;
  productType: CourseType;
  externalId: string | null;
  competenceId: string | null;
  force: boolean;
}

/**
 * Document 001 §4: sets a product's ids for the customer. An external id another product of the customer has is a
 * duplicate: without force nothing changes and the answer names that product; with force the other product loses
 * it in the same transaction. The advisory lock per customer and id makes two admins at once take turns.
 */
export async function setExternalId(
  trx: Trx,
  customerId: number,
  change: ExternalIdChange,
): Promise<{ conflictingProductId: number | null }> {
  if (change.externalId !== null) {
    await sql`select pg_advisory_xact_lock(hashtext('company.external_product_id'), hashtext(${customerId} || ':' || ${change.externalId}))`.execute(
      trx,
    );
    const conflict = await trx
      .selectFrom('external_product_id')
      .select(['product_id', 'product_type'])
      .where('customer_id', '=', customerId)
      .where('external_id', '=', change.externalId)
      .where((eb) => eb.or([eb('product_id', '!=', change.productId), eb('product_type', '!=', change.productType)]))
      .forUpdate()
      .executeTakeFirst();
    if (conflict && !change.force) return { conflictingProductId: conflict.product_id };
    if (conflict) {
      await trx
        .updateTable('external_product_id')
        .set({ external_id: null })
        .where('customer_id', '=', customerId)
        .where('product_type', '=', conflict.product_type)
        .where('product_id', '=', conflict.product_id)
        .execute();
    }
  }
  await trx
    .insertInto('external_product_id')
    .values({
      customer_id: customerId,
      product_type: change.productType,
      product_id: change.productId,
      external_id: change.externalId,
      competence_id: change.competenceId,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['customer_id', 'product_type', 'product_id'])
        .doUpdateSet({ external_id: change.externalId, competence_id: change.competenceId }),
    )
    .execute();
  return { conflictingProductId: null };
}

/** Document 001 §4 "delete clears it": both ids of the product for the customer. */
export async function clearExternalId(trx: Trx, customerId: number, productType: CourseType, productId: number): Promise<void> {
  const result = await trx
    .deleteFrom('external_product_id')
    .where('customer_id', '=', customerId)
    .where('product_type', '=', productType)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new HttpError(404, 'No ids set for this product');
}
