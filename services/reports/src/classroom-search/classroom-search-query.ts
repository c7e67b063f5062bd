import type { CourseList, CoursePlan, CourseTurnover, CourseTurnoverPotential, PurchaseReport } from '@atrium/reports-contract';
import {
  courseListParamsSchema,
  coursePlanParamsSchema,
  courseTurnoverParamsSchema,
  courseTurnoverPotentialParamsSchema,
  purchaseReportParamsSchema,
} from '@atrium/reports-contract';
import { sql } from 'kysely';
import { cursorPages } from '../report-export/cursor-pages';
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
  // The days by instance, looked up once each: filtering the list per instance took seconds for 30,000 instances.
  const daysOf = new Map<number, typeof happenings>();
  for (const day of happenings) {
    const days = daysOf.get(day.cli_id);
    if (days) days.push(day);
    else daysOf.set(day.cli_id, [day]);
  }
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
      happenings: (daysOf.get(instance.id) ?? []).map((day) => ({
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

interface PurchaseLineRow {
  id: number;
  order_id: number;
  created: Date;
  customer_id: number;
  title: string;
  instance_id: number;
  quantity: number;
  net_price: string;
}

/**
 * The purchase lines of the instances the parameters select: their count, their monthly sums, and the lines in the
 * report's order (order time, then line) a page at a time from one cursor, so PostgreSQL sorts them once however many
 * pages a file reads (a keyset page per query sorted every matching line again: 5,000 lines a second).
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
  const sums = async () =>
    ids.length === 0
      ? []
      : (
          await sql<{ month: string; net_total: string }>`
            select to_char(o.created at time zone 'UTC', 'YYYY-MM') as month, sum(pl.net_price) as net_total
            from reports.purchase_line pl join reports."order" o on o.id = pl.order_id where ${matching}
            group by 1 order by 1`.execute(db)
        ).rows.map((row) => ({ month: row.month, netTotal: Number(row.net_total) }));
  const pages = (size: number): AsyncGenerator<PurchaseLineRow[]> =>
    cursorPages<PurchaseLineRow>(
      db,
      ids.length === 0
        ? null
        : sql`
            select pl.id, pl.order_id, o.created, o.customer_id, pl.title, pl.instance_id, pl.quantity, pl.net_price
            from reports.purchase_line pl join reports."order" o on o.id = pl.order_id
            where ${matching} order by o.created, pl.id`,
      size,
    );
  return { start, count, sums, pages };
}

/** The lines the result window lists; the Excel and CSV files hold every line (decision 0229). */
const PURCHASE_REPORT_SCREEN_LINES = 1000;

/**
 * PURCHASE_REPORT: the classroom purchase lines of instances starting in the period, by order date, in the site's
 * currency, with monthly sums (months with a sum above 0, by the order's UTC month) and a grand total. The sums and
 * the count are over every line; the window lists the first PURCHASE_REPORT_SCREEN_LINES.
 */
export async function purchaseReport(
  db: ReportsDb,
  currency: Currency,
  params: z.output<typeof purchaseReportParamsSchema>,
): Promise<PurchaseReport> {
  const { start, count, sums, pages } = await purchaseLines(db, currency, params);
  const rows: PurchaseLineRow[] = [];
  for await (const page of pages(PURCHASE_REPORT_SCREEN_LINES)) {
    rows.push(...page);
    break;
  }
  const names = await customerNames(db, [...new Set(rows.map((row) => row.customer_id))]);
  const items = rows.map((row) => ({
    purchaseId: row.id,
    orderId: row.order_id,
    placed: row.created.toISOString(),
    customer: names.get(row.customer_id) ?? `#${row.customer_id}`,
    title: row.title,
    instanceId: row.instance_id,
    startDate: start.get(row.instance_id) ?? null,
    quantity: row.quantity,
    netPrice: Number(row.net_price),
  }));
  const months = await sums();
  return {
    currency,
    items,
    lineCount: await count(),
    months: months.filter((month) => month.netTotal > 0),
    total: months.reduce((sum, month) => sum + month.netTotal, 0),
  };
}
