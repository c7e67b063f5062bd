import type { CourseList, CoursePlan, CourseTurnover, CourseTurnoverPotential, PurchaseReport } from '@atrium/reports-contract';
import {
  courseListParamsSchema,
  coursePlanParamsSchema,
  courseTurnoverParamsSchema,
  courseTurnoverPotentialParamsSchema,
  purchaseReportParamsSchema,
} from '@atrium/reports-contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { ReportsDb } from '../db';
import { customerNames, personNames } from '../batch-invoice/published-names';
import { soldPerInstance } from './instance-turnover';
import { reportHappenings, reportInstances, STATUS_CANCELLED, type InstanceFilter } from './published-report-instances';
import { monthAgainstBudget } from '../budget/month-against-budget';
import { isoWeek, netTurnoverOf, reportRow, sumRows, weeksOf, yearEarlier, type ReportInstance } from './report-arithmetic';

export type Currency = 'NOK' | 'SEK' | 'EUR';

export async function rowsOf(db: ReportsDb, filter: InstanceFilter & { currency: Currency }) {
  const instances = await reportInstances(db, filter);
  const sold = await soldPerInstance(
    db,
    instances.map((instance) => instance.id),
    filter.currency,
  );
  return instances.map((instance: ReportInstance) => reportRow(instance, netTurnoverOf(instance, sold.get(instance.id) ?? 0)));
}

/** COURSE_LIST: instances by start date, grouped by year and ISO week, each with its days, rooms and instructors. */
export async function courseList(db: ReportsDb, params: z.output<typeof courseListParamsSchema>): Promise<CourseList> {
  const instances = await reportInstances(db, params);
  const ids = instances.map((instance) => instance.id);
  const happenings = await reportHappenings(db, ids);
  const names = await personNames(db, [...new Set(happenings.flatMap((day) => day.instructor_ids))]);
  const invoices = params.showInvoiceNumber ? await invoiceNumbersOf(db, ids) : new Map<number, number[]>();
  const weeks: CourseList['weeks'] = [];
  for (const instance of instances) {
    const { year, week } = isoWeek(instance.startDate);
    let group = weeks[weeks.length - 1];
    if (!group || group.year !== year || group.week !== week) weeks.push((group = { year, week, courses: [] }));
    const row = reportRow(instance, 0);
    group.courses.push({
      instanceId: instance.id,
      courseId: instance.courseId,
      title: instance.title,
      startDate: instance.startDate,
      endDate: instance.endDate,
      cancelled: instance.status === STATUS_CANCELLED,
      internalCourse: instance.internal,
      place: instance.place,
      numAttending: instance.numAttending,
      maxParticipants: instance.maxParticipants,
      openCourseSpots: row.openCourseSpots,
      happenings: happenings
        .filter((day) => day.cli_id === instance.id)
        .map((day) => ({
          date: day.date,
          fromTime: day.from_time,
          toTime: day.to_time,
          room: day.room_name,
          instructors: day.instructor_ids.map((id) => names.get(id) ?? `#${id}`),
        })),
      ...(params.showInvoiceNumber ? { invoiceNumbers: invoices.get(instance.id) ?? [] } : {}),
      ...(params.showInternalInfo ? { internalInfo: instance.info } : {}),
    });
  }
  return { weeks };
}

async function invoiceNumbersOf(db: ReportsDb, instanceIds: number[]): Promise<Map<number, number[]>> {
  if (instanceIds.length === 0) return new Map();
  const { rows } = await sql<{ instance_id: number; numbers: string[] }>`
    select pl.instance_id, array_agg(distinct i.number order by i.number) as numbers
    from reports.purchase_line pl join reports.invoice_line il on il.purchase_id = pl.id join reports.invoice i on i.id = il.invoice_id
    where pl.instance_id = any(${instanceIds}::int[]) and i.number is not null group by pl.instance_id`.execute(db);
  return new Map(rows.map((row) => [row.instance_id, row.numbers.map(Number)]));
}

/** COURSE_PLAN: a half year (spring January–June, fall July–December) of instances per course and month. */
export async function coursePlan(db: ReportsDb, params: z.output<typeof coursePlanParamsSchema>): Promise<CoursePlan> {
  const months = params.period === 'SPRING' ? [1, 2, 3, 4, 5, 6] : [7, 8, 9, 10, 11, 12];
  const pad = (month: number) => String(month).padStart(2, '0');
  const instances = await reportInstances(db, {
    fromDate: `${params.year}-${pad(months[0]!)}-01`,
    toDate: params.period === 'SPRING' ? `${params.year}-06-30` : `${params.year}-12-31`,
    onlyInternalCourses: params.onlyInternalCourses,
    onlyOpenCourses: params.onlyOpenCourses,
  });
  const { rows: places } = await sql<{ id: number; abbreviation: string; name: string }>`
    select distinct course_place_id as id, coalesce(place_abbreviation, place_name) as abbreviation, place_name as name
    from published.classroom_report_instance where id = any(${instances.map((instance) => instance.id)}::int[]) and course_place_id is not null`.execute(
    db,
  );
  const courses = new Map<number, CoursePlan['items'][number]>();
  for (const instance of instances) {
    const item = courses.get(instance.courseId) ?? {
      courseId: instance.courseId,
      title: instance.title,
      months: months.map((month) => ({ month, instances: [] })),
    };
    const [, month, day] = instance.startDate.split('-').map(Number) as [number, number, number];
    item.months
      .find((entry) => entry.month === month)!
      .instances.push({ instanceId: instance.id, day, place: instance.placeAbbreviation ?? instance.place });
    courses.set(instance.courseId, item);
  }
  return {
    months,
    places: places.sort((a, b) => a.abbreviation.localeCompare(b.abbreviation)),
    items: [...courses.values()].sort((a, b) => a.title.toLowerCase().localeCompare(b.title.toLowerCase()) || a.courseId - b.courseId),
  };
}

/** COURSE_TURNOVER: net turnover per ISO week of the period and in total, next to the same period a year earlier. */
export async function courseTurnover(
  db: ReportsDb,
  currency: Currency,
  params: z.output<typeof courseTurnoverParamsSchema>,
): Promise<CourseTurnover> {
  const rows = await rowsOf(db, { ...params, currency });
  const previous = await rowsOf(db, { ...params, currency, fromDate: yearEarlier(params.fromDate), toDate: yearEarlier(params.toDate) });
  const byWeek = (list: typeof rows) => {
    const sums = new Map<number, number>();
    for (const row of list) {
      const { week } = isoWeek(row.startDate);
      sums.set(week, (sums.get(week) ?? 0) + row.netTurnover);
    }
    return sums;
  };
  const now = byWeek(rows);
  const before = byWeek(previous);
  return {
    currency,
    weeks: weeksOf(params.fromDate, params.toDate).map(({ year, week }) => ({
      year,
      week,
      netTurnover: now.get(week) ?? 0,
      previousYear: before.get(week) ?? 0,
    })),
    total: sumRows(rows).netTurnover,
    previousYearTotal: sumRows(previous).netTurnover,
    rows,
  };
}

function monthRange(date: string) {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const key = `${year}-${String(month).padStart(2, '0')}`;
  return { key, fromDate: `${key}-01`, toDate: `${key}-${String(last).padStart(2, '0')}` };
}

/** COURSE_TURNOVER_POTENTIAL: the month of the date, its rows and totals, and the same month a year earlier. */
export async function courseTurnoverPotential(
  db: ReportsDb,
  currency: Currency,
  params: z.output<typeof courseTurnoverPotentialParamsSchema>,
): Promise<CourseTurnoverPotential> {
  const month = monthRange(params.date);
  const earlier = monthRange(yearEarlier(`${month.key}-01`));
  const rows = await rowsOf(db, { fromDate: month.fromDate, toDate: month.toDate, coursePlaceId: params.coursePlaceId, currency });
  const previous = await rowsOf(db, { fromDate: earlier.fromDate, toDate: earlier.toDate, coursePlaceId: params.coursePlaceId, currency });
  const totals = sumRows(rows);
  return {
    currency,
    month: month.key,
    rows,
    totals,
    previousYear: { month: earlier.key, ...sumRows(previous) },
    // Budgets are per site, not per venue: a venue's month has no budget to compare with.
    budget: params.coursePlaceId ? null : await monthAgainstBudget(db, currency, month.key, totals),
  };
}

export interface PurchaseLineRow {
  id: number;
  order_id: number;
  created: Date;
  customer_id: number;
  title: string;
  instance_id: number;
  quantity: number;
  net_price: string;
  /** The order time as PostgreSQL wrote it, to the microsecond (a Date keeps milliseconds): the next page's key. */
  created_key: string;
}

/**
 * The purchase lines of the instances the parameters select, in the report's order (order time, then line): their
 * count, and the lines a page at a time by keyset (the last page's order time and line id), so reading the millionth
 * line costs what reading the first does. The screen reads them all, the files page by page.
 */
export async function purchaseLines(db: ReportsDb, currency: Currency, params: z.output<typeof purchaseReportParamsSchema>) {
  const instances = await reportInstances(db, { ...params, currency });
  const start = new Map(instances.map((instance) => [instance.id, instance.startDate]));
  const ids = [...start.keys()];
  const matching = sql`pl.instance_id = any(${ids}::int[]) and o.status <> 'cancelled' and o.currency = ${currency}`;
  const count = async () =>
    ids.length === 0
      ? 0
      : Number(
          (
            await sql<{ count: string }>`
              select count(*) as count from reports.purchase_line pl join reports."order" o on o.id = pl.order_id where ${matching}`.execute(
              db,
            )
          ).rows[0]!.count,
        );
  async function* pages(size: number): AsyncGenerator<PurchaseLineRow[]> {
    if (ids.length === 0) return;
    let after: PurchaseLineRow | undefined;
    for (;;) {
      const { rows } = await sql<PurchaseLineRow>`
        select pl.id, pl.order_id, o.created, o.created::text as created_key, o.customer_id, pl.title, pl.instance_id, pl.quantity,
               pl.net_price
        from reports.purchase_line pl join reports."order" o on o.id = pl.order_id
        where ${matching} ${after ? sql`and (o.created, pl.id) > (${after.created_key}::timestamptz, ${after.id})` : sql``}
        order by o.created, pl.id limit ${size}`.execute(db);
      if (rows.length > 0) yield rows;
      if (rows.length < size) return;
      after = rows[rows.length - 1];
    }
  }
  return { start, count, pages };
}

/**
 * PURCHASE_REPORT: the classroom purchase lines of instances starting in the period, by order date, in the site's
 * currency, with monthly sums (months with a sum above 0) and a grand total.
 */
export async function purchaseReport(
  db: ReportsDb,
  currency: Currency,
  params: z.output<typeof purchaseReportParamsSchema>,
): Promise<PurchaseReport> {
  const { start, pages } = await purchaseLines(db, currency, params);
  const rows: PurchaseLineRow[] = [];
  for await (const page of pages(5000)) rows.push(...page);
  const names = await customerNames(db, [...new Set(rows.map((row) => row.customer_id))]);
  const months = new Map<string, number>();
  const items = rows.map((row) => {
    const month = row.created.toISOString().slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + Number(row.net_price));
    return {
      purchaseId: row.id,
      orderId: row.order_id,
      placed: row.created.toISOString(),
      customer: names.get(row.customer_id) ?? `#${row.customer_id}`,
      title: row.title,
      instanceId: row.instance_id,
      startDate: start.get(row.instance_id) ?? null,
      quantity: row.quantity,
      netPrice: Number(row.net_price),
    };
  });
  return {
    currency,
    items,
    months: [...months.entries()].filter(([, sum]) => sum > 0).map(([month, netTotal]) => ({ month, netTotal })),
    total: items.reduce((sum, item) => sum + item.netPrice, 0),
  };
}
