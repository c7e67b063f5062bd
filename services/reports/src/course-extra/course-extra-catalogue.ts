import { HttpError } from '@atrium/service-core';
import { COURSE_EXTRA_ERRORS, type CourseExtra, type courseExtraBodySchema } from '@atrium/reports-contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { reportsDb, type ReportsDb } from '../db';

type ExtraBody = z.output<typeof courseExtraBodySchema>;

/** The catalogue (decision 0215), or one extra of it, by name, each with its prices. */
export async function listExtras(db: ReportsDb, extraId?: number): Promise<CourseExtra[]> {
  let query = db.selectFrom('course_extra').selectAll().orderBy('name').orderBy('id');
  if (extraId !== undefined) query = query.where('id', '=', extraId);
  const extras = await query.execute();
  if (extras.length === 0) return [];
  const prices = await db
    .selectFrom('course_extra_price')
    .selectAll()
    .where(
      'extra_id',
      'in',
      extras.map((extra) => extra.id),
    )
    .orderBy('currency')
    .execute();
  return extras.map((extra) => ({
    extraId: extra.id,
    code: extra.code,
    name: extra.name,
    kind: extra.kind,
    active: extra.active,
    prices: prices
      .filter((price) => price.extra_id === extra.id)
      .map((price) => ({ currency: price.currency, unitNetPrice: Number(price.unit_net_price) })),
  }));
}

/**
 * Creates an extra (extraId null) or changes one, its prices replaced, in one transaction. The code is unique: another
 * extra's code is a 409 (the unique index decides when two saves race). What was sold keeps its own name and price.
 */
export async function saveExtra(shared: Kysely<any>, extraId: number | null, body: ExtraBody): Promise<CourseExtra> {
  const db = reportsDb(shared);
  const id = await db.transaction().execute(async (trx) => {
    const values = { code: body.code, name: body.name, kind: body.kind, active: body.active };
    const saved =
      extraId === null
        ? await trx
            .insertInto('course_extra')
            .values(values)
            .onConflict((oc) => oc.column('code').doNothing())
            .returning('id')
            .executeTakeFirst()
        : await saveExisting(trx, extraId, values);
    if (!saved) throw new HttpError(409, COURSE_EXTRA_ERRORS.codeTaken);
    await trx.deleteFrom('course_extra_price').where('extra_id', '=', saved.id).execute();
    if (body.prices.length > 0) {
      await trx
        .insertInto('course_extra_price')
        .values(body.prices.map((price) => ({ extra_id: saved.id, currency: price.currency, unit_net_price: price.unitNetPrice })))
        .execute();
    }
    return saved.id;
  });
  return (await listExtras(db, id))[0]!;
}

async function saveExisting(trx: ReportsDb, extraId: number, values: Omit<ExtraBody, 'prices'>) {
  const exists = await trx.selectFrom('course_extra').select('id').where('id', '=', extraId).forUpdate().executeTakeFirst();
  if (!exists) throw new HttpError(404, 'Course extra not found');
  const taken = await trx
    .selectFrom('course_extra')
    .select('id')
    .where('code', '=', values.code)
    .where('id', '!=', extraId)
    .executeTakeFirst();
  if (taken) return undefined;
  return trx.updateTable('course_extra').set(values).where('id', '=', extraId).returning('id').executeTakeFirstOrThrow();
}
