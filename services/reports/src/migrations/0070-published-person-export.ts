import { sql, type Kysely } from 'kysely';

// A person's data export (GDPR article 15, decision 0136): the orders they placed, the purchase lines naming them and
// their cart, as JSON. The users area assembles every area's answer into one archive.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create schema if not exists published`.execute(db);
  await sql`
    create function published.reports_person_export(p_user integer)
    returns jsonb
    language sql stable security definer set search_path = pg_catalog, reports as $$
      select jsonb_build_object(
        'orders', (select coalesce(jsonb_agg(jsonb_build_object(
            'id', o.id, 'created', o.created, 'status', o.status, 'customerId', o.customer_id, 'currency', o.currency,
            'yourReference', o.your_reference, 'onBehalfOf', o.on_behalf_of) order by o.id), '[]'::jsonb)
          from reports."order" o where o.purchaser_user_id = p_user),
        'purchaseLines', (select coalesce(jsonb_agg(jsonb_build_object(
            'orderId', l.order_id, 'title', l.title, 'courseType', l.course_type, 'netPrice', l.net_price,
            'started', l.started, 'completed', l.completed, 'approved', l.approved) order by l.id), '[]'::jsonb)
          from reports.purchase_line l where p_user = any(l.user_ids)),
        'cart', (select coalesce(jsonb_agg(jsonb_build_object(
            'courseId', c.course_id, 'courseType', c.course_type, 'quantity', c.quantity, 'added', c.added_at) order by c.id), '[]'::jsonb)
          from reports.cart_item c where c.user_id = p_user))
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function published.reports_person_export(integer)`.execute(db);
}
