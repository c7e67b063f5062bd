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

/** What the rows can be grouped by: their start date's ISO year and week, or month, and open or internal. */
interface KeyValues {
  year: number;
  week: number;
  month: number;
  internal: boolean;
}
type KeyColumn = keyof KeyValues;

interface SumRow {
  row_count: number;
  net: string;
  p60: string;
  p1: string;
  p2: string;
}

/**
 * The report rows of a filter (document 003 §3, decision 0200) summed per group of a key in one query, so sums and
 * totals cover every row without loading them (decision 0235), as soldPerInstance and reportRow do for a page: net
 * turnover is what its purchase lines were sold for (an internal course's own price added); the 100 % potential is
 * price × max participants, 80 % and 60 % of it rounded to the minor unit, and an internal course or one without a
 * price or maximum counts at its actual turnover. What an instance's lines were sold for is the sum kept per instance
 * and currency as orders and lines change (migration 0090, decision 0250): reading the period's purchase lines and
 * their orders instead cost one scan of every order per search at a million orders (bench/README.md).
 */
async function reportRowSums<Key extends KeyColumn>(db: ReportsDb, filter: InstanceFilter, currency: string, keys: Key[]) {
  const key = sql.raw(keys.join(', '));
  const { rows } = await sql<Pick<KeyValues, Key> & SumRow>`
    with report_row as (
      select extract(isoyear from i.start_date)::int as year, extract(week from i.start_date)::int as week,
             extract(month from i.start_date)::int as month, i.course_internal as internal,
             case when i.course_internal then coalesce(i.internal_price, 0) + coalesce(s.sold, 0) else coalesce(s.sold, 0) end as net,
             case when i.course_internal or i.max_participants is null or i.price is null then null
                  else i.price::numeric * i.max_participants end as full_price
      from published.classroom_report_instance i
      left join reports.instance_sales s on s.instance_id = i.id and s.currency = ${currency}
      where ${instanceConditions(filter)}
    )
    select ${key}, count(*)::int as row_count, sum(net) as net, sum(coalesce(round(full_price * 0.6), net)) as p60,
           sum(coalesce(round(full_price * 0.8), net)) as p1, sum(coalesce(full_price, net)) as p2
    from report_row group by ${key}`.execute(db);
  return rows.map((row) => ({
    ...row,
    rowCount: row.row_count,
    netTurnover: Number(row.net),
    potential60: Number(row.p60),
    potential1: Number(row.p1),
    potential2: Number(row.p2),
    potentialDiff: Number(row.p1) - Number(row.net),
  }));
}

/** The report rows' sums per ISO week of their start date. */
export async function weekSums(db: ReportsDb, filter: InstanceFilter, currency: string): Promise<WeekSums[]> {
  const rows = await reportRowSums(db, filter, currency, ['year', 'week']);
  return rows
    .map(({ year, week, rowCount, netTurnover, potential60, potential1, potential2, potentialDiff }) => ({
      year,
      week,
      rowCount,
      netTurnover,
      potential60,
      potential1,
      potential2,
      potentialDiff,
    }))
    .sort((a, b) => a.year - b.year || a.week - b.week);
}

/** The report rows' net turnover and 80 % potential per start month (1–12), open and internal courses apart. */
export async function monthSums(db: ReportsDb, filter: InstanceFilter, currency: string) {
  const rows = await reportRowSums(db, filter, currency, ['month', 'internal']);
  return rows.map(({ month, internal, netTurnover, potential1 }) => ({ month, internal, netTurnover, potential1 }));
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
