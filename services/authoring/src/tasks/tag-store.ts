import { sql } from 'kysely';
import type { AuthoringTrx } from '../db';

/** The ids of the customer's tags with these names, adding the new ones (names match case-insensitively). */
export async function tagIds(trx: AuthoringTrx, customerId: number, names: string[]): Promise<number[]> {
  // The first spelling of a name wins ("safety, Safety" is one tag, safety).
  const unique = [...new Map([...names].reverse().map((name) => [name.toLowerCase(), name])).values()];
  if (unique.length === 0) return [];
  await trx
    .insertInto('tag')
    .values(unique.map((name) => ({ customer_id: customerId, name })))
    .onConflict((oc) => oc.expression(sql`customer_id, lower(name)`).doNothing())
    .execute();
  const rows = await trx
    .selectFrom('tag')
    .select('id')
    .where('customer_id', '=', customerId)
    .where(
      (eb) => eb.fn('lower', [eb.ref('name')]),
      'in',
      unique.map((name) => name.toLowerCase()),
    )
    .execute();
  return rows.map((row) => row.id);
}
