import { sql, type Kysely } from 'kysely';

/**
 * A stand-in for the view the e-learning area publishes for reports (e-learning migration 0090, same columns) with
 * two courses; course 7 is sold but no longer published, so its rows keep the title it was sold under.
 */
export async function publishReportCourseStandIn(db: Kysely<any>): Promise<void> {
  await sql`create table published.elearning_report_course (id integer primary key, name text, language text, product_categories text[], title text)`.execute(
    db,
  );
  await sql`
    insert into published.elearning_report_course values
      (5, 'heights', 'nb_NO', '{HMS}', 'Arbeid i høyden'),
      (6, 'golf', 'en_US', '{Sport,Fritid}', 'Golf explained')`.execute(db);
}

/** An order of one e-course line, placed at a time, in a currency and status; answers the purchase line's id. */
export async function seedEcourseLine(
  db: Kysely<any>,
  line: { courseId: number; title?: string; netPrice: number; quantity: number; placed: string; status?: string; currency?: string },
): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    with o as (
      insert into reports."order" (customer_id, purchaser_user_id, your_reference, locale, site, currency, vat_percent, checkout_key, status, created)
      values (2, 1, 'PO', 'nb_NO', 'NO', ${line.currency ?? 'NOK'}, 25, gen_random_uuid(), ${line.status ?? 'placed'}, ${line.placed}::timestamptz)
      returning id
    )
    insert into reports.purchase_line (order_id, course_type, course_id, title, quantity, unit_net_price, net_price, user_ids)
    select o.id, 'ECOURSE', ${line.courseId}, ${line.title ?? 'Sold as'}, ${line.quantity}, ${Math.floor(line.netPrice / line.quantity)},
           ${line.netPrice}, '{30}'
    from o returning id`.execute(db);
  return rows[0]!.id;
}

/** Invoices a purchase line and credits it, cancelled, with a numbered credit note (what the credit-note screen does). */
export async function creditLine(db: Kysely<any>, purchaseId: number): Promise<void> {
  await sql`
    with i as (
      insert into reports.invoice (number, customer_id, your_reference, locale, currency, vat_percent, net_total, vat_total, group_type, created_by)
      values (9000 + ${purchaseId}, 2, 'PO', 'nb_NO', 'NOK', 25, 0, 0, 'ORDER', 1) returning id
    ), c as (
      insert into reports.credit_note (number, invoice_id, customer_id, reason, disposition, locale, currency, vat_percent, net_total,
                                       vat_total, created_by)
      select 9000 + ${purchaseId}, i.id, 2, 'wrong course', 'CANCEL', 'nb_NO', 'NOK', 25, 0, 0, 1 from i returning id, invoice_id
    )
    insert into reports.invoice_line (purchase_id, invoice_id, title, your_reference, quantity, unit_net_price, net_price, credit_note_id)
    select ${purchaseId}, c.invoice_id, 'x', 'PO', 1, 0, 0, c.id from c`.execute(db);
  await sql`update reports.purchase_line set cancelled = true where id = ${purchaseId}`.execute(db);
}
