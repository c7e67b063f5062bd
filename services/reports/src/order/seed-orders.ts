import { sql, type Insertable, type Kysely } from 'kysely';
import { reportsDb, type ReportsTables } from '../db';

// The demo customers of the company area (1 and 2 on the Norwegian site, 3 on the Swedish one), buyers of the
// users area (1 Ada Admin, 4 Carl Company, 5 Sven Svensson) and the demo courses of the e-learning (1 to 4) and
// classroom areas. Past orders only record what was sold; they grant nothing.
const ECOURSES = [
  { id: 1, title: 'Golf explained (SCORM 1.2)', price: { NOK: 49000, SEK: 52000 } },
  { id: 4, title: 'Working at heights', price: { NOK: 99000, SEK: 105000 } },
];
const CLASSROOM = { id: 1, title: 'First aid', price: { NOK: 450000, SEK: 480000 } };
const DAYS = 365;

/** A steady number generator, so every demo database shows the same orders. */
function steady(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** A year of orders up to today on both sites, so the ticker, batch invoicing and the reports have something to show. */
export async function seedDemoOrders(shared: Kysely<any>): Promise<void> {
  const db = reportsDb(shared);
  const random = steady(14);
  const sold: { order: Insertable<ReportsTables['order']>; line: Omit<Insertable<ReportsTables['purchase_line']>, 'order_id'> }[] = [];
  for (let day = DAYS; day >= 0; day -= 1) {
    const orders = Math.floor(random() * 4);
    for (let n = 0; n < orders; n += 1) {
      const swedish = random() < 0.3;
      const currency = swedish ? 'SEK' : 'NOK';
      const created = new Date(Date.now() - day * 86_400_000);
      created.setUTCHours(7 + Math.floor(random() * 9), Math.floor(random() * 60), 0, 0);
      if (created > new Date()) created.setTime(Date.now() - 60_000);
      const order = {
        customer_id: swedish ? 3 : random() < 0.5 ? 1 : 2,
        purchaser_user_id: swedish ? 5 : random() < 0.5 ? 1 : 4,
        on_behalf_of: null,
        your_reference: `PO-${1000 + day * 10 + n}`,
        locale: swedish ? ('sv_SE' as const) : ('nb_NO' as const),
        site: swedish ? 'SE' : 'NO',
        currency,
        vat_percent: 25,
        checkout_key: crypto.randomUUID(),
        created,
      } as const;
      const classroom = random() < 0.35;
      const course = classroom ? CLASSROOM : ECOURSES[Math.floor(random() * ECOURSES.length)]!;
      const quantity = 1 + Math.floor(random() * (classroom ? 3 : 8));
      sold.push({
        order,
        line: {
          course_type: classroom ? 'CLASSROOM' : 'ECOURSE',
          course_id: course.id,
          instance_id: classroom ? 1 : null,
          title: course.title,
          quantity,
          list_unit_price: course.price[currency],
          unit_net_price: course.price[currency],
          net_price: course.price[currency] * quantity,
          user_ids: Array.from({ length: quantity }, (_, i) => 100 + i),
          approved: day > 14,
          started: day > 7,
          completed: day > 30,
        },
      });
    }
  }
  // One insert of the orders and one of their lines; serial ids are drawn in the order of the values.
  const inserted = await db
    .insertInto('order')
    .values(sold.map((sale) => sale.order))
    .returning('id')
    .execute();
  const ids = inserted.map((row) => row.id).sort((a, b) => a - b);
  await db
    .insertInto('purchase_line')
    .values(sold.map((sale, index) => ({ ...sale.line, order_id: ids[index]! })))
    .execute();
  // The audit has each demo order as placed, at the time it was placed.
  await sql`
    insert into reports.sales_audit (at, actor_user_id, entity, entity_id, action, detail)
    select created, purchaser_user_id, 'order', id, 'placed', jsonb_build_object('customerId', customer_id, 'demo', true)
    from reports."order" where id = any(${ids}::int[])`.execute(db);
}
