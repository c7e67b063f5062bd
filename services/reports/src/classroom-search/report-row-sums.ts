import { sql } from 'kysely';
import type { ReportsDb } from '../db';
import { instanceConditions, type InstanceFilter } from './published-report-instances';

export interface WeekSums {
  year: number;
  week: number;
  rowCount: number;
  netTurnover: number;
  potential60: number;
  potential1: number;
  potential2: number;
  potentialDiff: number;
}

/**
 * The report rows of a filter (document 003 §3, decision 0200) summed per ISO week of their start date in one
 * query, so a result window's sums and totals cover every row without loading them (decision 0235). Each instance's
 * sales are summed once, as soldPerInstance and reportRow do for a page: net turnover is what its purchase lines
 * were sold for (an internal course's own price added); the 100 % potential is price × max participants, 80 % and
 * 60 % of it rounded to the minor unit, and an internal course or one without a price or maximum counts at its
 * actual turnover.
 */
export async function weekSums(db: ReportsDb, filter: InstanceFilter, currency: string): Promise<WeekSums[]> {
  const { rows } = await sql<{
    year: number;
    week: number;
    row_count: number;
    net: string;
    p60: string;
    p1: string;
    p2: string;
  }>`
    with sold as (
      select pl.instance_id, sum(pl.net_price) as sold
      from reports.purchase_line pl join reports."order" o on o.id = pl.order_id
      where pl.instance_id in (select i.id from published.classroom_report_instance i where ${instanceConditions(filter)})
        and o.status <> 'cancelled' and o.currency = ${currency} and not pl.cancelled
      group by pl.instance_id
    ), report_row as (
      select i.start_date,
             case when i.course_internal then coalesce(i.internal_price, 0) + coalesce(s.sold, 0) else coalesce(s.sold, 0) end as net,
             case when i.course_internal or i.max_participants is null or i.price is null then null
                  else i.price::numeric * i.max_participants end as full_price
      from published.classroom_report_instance i left join sold s on s.instance_id = i.id
      where ${instanceConditions(filter)}
    )
    select extract(isoyear from start_date)::int as year, extract(week from start_date)::int as week, count(*)::int as row_count,
           sum(net) as net, sum(coalesce(round(full_price * 0.6), net)) as p60, sum(coalesce(round(full_price * 0.8), net)) as p1,
           sum(coalesce(full_price, net)) as p2
    from report_row group by 1, 2 order by 1, 2`.execute(db);
  return rows.map((row) => ({
    year: row.year,
    week: row.week,
    rowCount: row.row_count,
    netTurnover: Number(row.net),
    potential60: Number(row.p60),
    potential1: Number(row.p1),
    potential2: Number(row.p2),
    potentialDiff: Number(row.p1) - Number(row.net),
  }));
}

/** The weeks' sums added up: the totals of every row. */
export function totalOf(weeks: WeekSums[]) {
  const sum = (pick: (week: WeekSums) => number) => weeks.reduce((total, week) => total + pick(week), 0);
  return {
    rowCount: sum((week) => week.rowCount),
    netTurnover: sum((week) => week.netTurnover),
    potential60: sum((week) => week.potential60),
    potential1: sum((week) => week.potential1),
    potential2: sum((week) => week.potential2),
    potentialDiff: sum((week) => week.potentialDiff),
  };
}
