import type { ElearningReportRow, ElearningSearch, elearningSearchParamsSchema } from '@atrium/reports-contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { ReportsDb } from '../db';
import { yearEarlier } from '../classroom-search/report-arithmetic';

type Currency = ElearningSearch['currency'];
type Params = z.output<typeof elearningSearchParamsSchema>;

/**
 * The e-learning rows of a period a page at a time (decision 0210): the e-course purchase lines of orders placed on
 * the providers' days from fromDate to toDate (Europe/Oslo, as the order ticker counts days), in the site's currency,
 * leaving out cancelled orders and lines cancelled on a credit note, summed per course; the biggest turnover first. Title, language and
 * product categories come from the e-learning area's published view; a course it no longer publishes keeps the
 * title it was sold under.
 */
export function elearningTurnoverPage(db: ReportsDb, currency: Currency, params: Params) {
  return async (offset: number, limit: number): Promise<ElearningReportRow[]> => {
    const { rows } = await sql<{ course_id: number; title: string; language: string | null; licenses: string; turnover: string }>`
      select pl.course_id, coalesce(c.title, min(pl.title)) as title, c.language,
             sum(pl.quantity) as licenses, sum(pl.net_price) as turnover
      from reports.purchase_line pl
      join reports."order" o on o.id = pl.order_id
      left join published.elearning_report_course c on c.id = pl.course_id
      where pl.course_type = 'ECOURSE' and o.status <> 'cancelled' and o.currency = ${currency}
        and (o.created at time zone 'Europe/Oslo')::date between ${params.fromDate}::date and ${params.toDate}::date
        and not pl.cancelled
        ${params.productCategories.length ? sql`and c.product_categories && ${params.productCategories}::text[]` : sql``}
      group by pl.course_id, c.title, c.language
      order by sum(pl.net_price) desc, lower(coalesce(c.title, min(pl.title))), pl.course_id
      offset ${offset} limit ${limit}`.execute(db);
    return rows.map((row) => ({
      courseId: row.course_id,
      title: row.title,
      language: row.language,
      numLicensesSold: Number(row.licenses),
      netTurnover: Number(row.turnover),
    }));
  };
}

async function period(db: ReportsDb, currency: Currency, params: Params) {
  const rows = await elearningTurnoverPage(db, currency, params)(0, 100_000);
  return {
    fromDate: params.fromDate,
    toDate: params.toDate,
    rows,
    numLicensesSold: rows.reduce((sum, row) => sum + row.numLicensesSold, 0),
    netTurnover: rows.reduce((sum, row) => sum + row.netTurnover, 0),
  };
}

/** /elearning-search: the period's e-learning rows and totals, next to the same period one year earlier. */
export async function elearningSearch(db: ReportsDb, currency: Currency, params: Params): Promise<ElearningSearch> {
  return {
    currency,
    current: await period(db, currency, params),
    previousYear: await period(db, currency, { ...params, fromDate: yearEarlier(params.fromDate), toDate: yearEarlier(params.toDate) }),
  };
}
