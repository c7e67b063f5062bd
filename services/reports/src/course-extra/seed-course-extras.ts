import { sql, type Kysely } from 'kysely';
import { reportsDb } from '../db';

/** The demo provider's extras, priced for both sites and international customers (minor units). */
const EXTRAS = [
  { code: 'LUNCH', name: 'Lunch', kind: 'MEAL', prices: { NOK: 25000, SEK: 26000, EUR: 2200 } },
  { code: 'HOTEL', name: 'Hotel night', kind: 'ACCOMMODATION', prices: { NOK: 149000, SEK: 155000, EUR: 13000 } },
  { code: 'BOOK', name: 'Course book', kind: 'MATERIAL', prices: { NOK: 45000, SEK: 47000, EUR: 3900 } },
  { code: 'EXAM', name: 'Certification exam', kind: 'EXAM', prices: { NOK: 120000, SEK: 125000, EUR: 10500 } },
] as const;

/**
 * The extras catalogue, and extras on the demo classroom lines as buyers take them: lunch for every learner on
 * most lines, a hotel night on some. Runs before the demo invoices, so invoiced months include them.
 */
export async function seedCourseExtras(shared: Kysely<any>): Promise<void> {
  const db = reportsDb(shared);
  const extras = await db
    .insertInto('course_extra')
    .values(EXTRAS.map(({ code, name, kind }) => ({ code, name, kind })))
    .returning(['id', 'code'])
    .execute();
  const idOf = new Map(extras.map((extra) => [extra.code, extra.id]));
  await db
    .insertInto('course_extra_price')
    .values(
      EXTRAS.flatMap((extra) =>
        Object.entries(extra.prices).map(([currency, price]) => ({
          extra_id: idOf.get(extra.code)!,
          currency: currency as 'NOK' | 'SEK' | 'EUR',
          unit_net_price: price,
        })),
      ),
    )
    .execute();
  // Every third classroom line without lunch, every other one with a hotel night: steady, so demos repeat.
  await sql`
    insert into reports.purchase_line_extra (purchase_id, extra_id, name, quantity, unit_net_price, net_price)
    select pl.id, e.id, e.name, pl.quantity, p.unit_net_price, p.unit_net_price * pl.quantity
    from reports.purchase_line pl
    join reports."order" o on o.id = pl.order_id
    join reports.course_extra e on e.code in ('LUNCH', 'HOTEL')
    join reports.course_extra_price p on p.extra_id = e.id and p.currency = o.currency
    where pl.course_type = 'CLASSROOM'
      and ((e.code = 'LUNCH' and pl.id % 3 <> 0) or (e.code = 'HOTEL' and pl.id % 2 = 0))`.execute(db);
}
