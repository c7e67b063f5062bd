import { sql, type Kysely } from 'kysely';

interface LineSeed {
  customerId: number;
  ref?: string;
  courseType?: 'ECOURSE' | 'CLASSROOM';
  netPrice?: number;
  quantity?: number;
  purchaser?: number;
}

/** An order of one purchase line, placed for invoicing; answers the purchase line's id. */
export async function seedOpenLine(db: Kysely<any>, seed: LineSeed): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    with o as (
      insert into reports."order" (customer_id, purchaser_user_id, your_reference, locale, site, currency, vat_percent, checkout_key)
      values (${seed.customerId}, ${seed.purchaser ?? 12}, ${seed.ref ?? 'PO-1'}, 'nb_NO', 'NO', 'NOK', 25, gen_random_uuid())
      returning id
    )
    insert into reports.purchase_line (order_id, course_type, course_id, instance_id, title, quantity, unit_net_price, net_price, user_ids)
    select o.id, ${seed.courseType ?? 'ECOURSE'}, 5, ${seed.courseType === 'CLASSROOM' ? 70 : null}::int, 'Working at heights',
           ${seed.quantity ?? 2}, ${(seed.netPrice ?? 198000) / (seed.quantity ?? 2)}, ${seed.netPrice ?? 198000}, '{30,31}'
    from o returning id`.execute(db);
  return rows[0]!.id;
}
