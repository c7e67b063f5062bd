import type { CourseList, CoursePlan, CourseTurnover, CourseTurnoverPotential, PurchaseReport } from '@atrium/reports-contract';
import {
  CLASSROOM_PLAN_CELL_SIZE,
  CLASSROOM_SEARCH_PAGE_SIZE,
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
import {
  countInstances,
  instanceConditions,
  reportHappenings,
  reportInstances,
  STATUS_CANCELLED,
  type InstanceFilter,
  type RowWindow,
} from './published-report-instances';
import { totalOf, weekSums } from './report-row-sums';
import { monthAgainstBudget } from '../budget/month-against-budget';
import { isoWeek, netTurnoverOf, reportRow, weeksOf, yearEarlier, type ReportInstance } from './report-arithmetic';

export type Currency = 'NOK' | 'SEK' | 'EUR';

/** The rows of a result window's page (decision 0235). */
export const pageWindow = (page: number): RowWindow => ({
  limit: CLASSROOM_SEARCH_PAGE_SIZE,
  offset: (page - 1) * CLASSROOM_SEARCH_PAGE_SIZE,
});

/** The report rows of §3 of some instances, each with its net turnover in a currency. */
export async function reportRowsOf(db: ReportsDb, instances: ReportInstance[], currency: Currency) {
  const sold = await soldPerInstance(
    db,
    instances.map((instance) => instance.id),
    currency,
  );
  return instances.map((instance) => reportRow(instance, netTurnoverOf(instance, sold.get(instance.id) ?? 0)));
}

/** The report rows of §3 for a window's page of a filter's instances. */
async function rowsOf(db: ReportsDb, filter: InstanceFilter & { currency: Currency }, window: RowWindow) {
  return reportRowsOf(db, await reportInstances(db, filter, window), filter.currency);
}

type CourseListParams = z.output<typeof courseListParamsSchema>;
type CourseListEntry = CourseList['weeks'][number]['courses'][number] & { year: number; week: number };

/**
 * COURSE_LIST's entries of some instances (in their order): each with its ISO week, its days, rooms and instructors,
 * and what the parameters ask to show. Read for a page, or for each batch of a file.
 */
export async function courseListEntries(
  db: ReportsDb,
  params: Pick<CourseListParams, 'showInvoiceNumber' | 'showInternalInfo'>,
  instances: Awaited<ReturnType<typeof reportInstances>>,
): Promise<CourseListEntry[]> {
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
  return instances.map((instance) => ({
    ...isoWeek(instance.startDate),
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
    openCourseSpots: reportRow(instance, 0).openCourseSpots,
    happenings: (daysOf.get(instance.id) ?? []).map((day) => ({
      date: day.date,
      fromTime: day.from_time,
      toTime: day.to_time,
      room: day.room_name,
      instructors: day.instructor_ids.map((id) => names.get(id) ?? `#${id}`),
    })),
    ...(params.showInvoiceNumber ? { invoiceNumbers: invoices.get(instance.id) ?? [] } : {}),
    ...(params.showInternalInfo ? { internalInfo: instance.info } : {}),
  }));
}

/**
 * COURSE_LIST: instances by start date, grouped by year and ISO week, each with its days, rooms and instructors; the
 * window's page of them, with the count of all. The files read every instance in batches (courseListEntries).
 */
export async function courseList(db: ReportsDb, params: CourseListParams, window: RowWindow): Promise<CourseList> {
  const [instances, instanceCount] = await Promise.all([reportInstances(db, params, window), countInstances(db, params)]);
  const weeks: CourseList['weeks'] = [];
  for (const { year, week, ...course } of await courseListEntries(db, params, instances)) {
    let group = weeks[weeks.length - 1];
    if (!group || group.year !== year || group.week !== week) weeks.push((group = { year, week, courses: [] }));
    group.courses.push(course);
  }
  return { page: params.page, pageSize: window.limit, instanceCount, weeks };
}

async function invoiceNumbersOf(db: ReportsDb, instanceIds: number[]): Promise<Map<number, number[]>> {
  if (instanceIds.length === 0) return new Map();
  const { rows } = await sql<{ instance_id: number; numbers: string[] }>`
    select pl.instance_id, array_agg(distinct i.number order by i.number) as numbers
    from reports.purchase_line pl join reports.invoice_line il on il.purchase_id = pl.id join reports.invoice i on i.id = il.invoice_id
    where pl.instance_id = any(${instanceIds}::int[]) and i.number is not null group by pl.instance_id`.execute(db);
  return new Map(rows.map((row) => [row.instance_id, row.numbers.map(Number)]));
}

/** A course plan's months and the instances it shows: spring January–June, fall July–December. */
function planPeriod(params: z.output<typeof coursePlanParamsSchema>) {
  const months = params.period === 'SPRING' ? [1, 2, 3, 4, 5, 6] : [7, 8, 9, 10, 11, 12];
  const filter: InstanceFilter = {
    fromDate: `${params.year}-${params.period === 'SPRING' ? '01' : '07'}-01`,
    toDate: params.period === 'SPRING' ? `${params.year}-06-30` : `${params.year}-12-31`,
    onlyInternalCourses: params.onlyInternalCourses,
    onlyOpenCourses: params.onlyOpenCourses,
  };
  return { months, filter };
}

interface PlanFileRow {
  title: string;
  month: number;
  instance_id: number;
  start_date: string;
  place: string | null;
}

/**
 * Every instance of a course plan in the plan's order (courses by title, then start date), for its files: how many,
 * and the rows a page at a time from one cursor, so a half year of 100,000 instances is never held in memory.
 */
export function planFileRows(db: ReportsDb, params: z.output<typeof coursePlanParamsSchema>) {
  const { filter } = planPeriod(params);
  const rows = sql`
    select i.course_title as title, extract(month from i.start_date)::int as month, i.id as instance_id,
           to_char(i.start_date, 'YYYY-MM-DD') as start_date, coalesce(i.place_abbreviation, i.place_name) as place
    from published.classroom_report_instance i where ${instanceConditions(filter)}
    order by lower(i.course_title), i.course_id, i.start_date, i.id`;
  return {
    count: () => countInstances(db, filter),
    pages: (size: number): AsyncGenerator<PlanFileRow[]> => cursorPages<PlanFileRow>(db, rows, size),
  };
}

/**
 * COURSE_PLAN: a half year (spring January–June, fall July–December) of instances per course and month, courses by
 * title; the window's page of courses, with the count of all and every venue. A cell lists its first
 * CLASSROOM_PLAN_CELL_SIZE instances and the count of all (decision 0259): a course held thousands of times in the half
 * year made the first page the half year's every instance (6 MB, seconds). The files list every instance (planFileRows).
 */
export async function coursePlan(db: ReportsDb, params: z.output<typeof coursePlanParamsSchema>, window: RowWindow): Promise<CoursePlan> {
  const { months, filter } = planPeriod(params);
  // One pass over the half year's instances, read from the instances' index alone (classroom migration 0097): how many
  // per course, month and venue, with the course's title and the venue's names. The few groups give each course's
  // months by title as the plan lists them, and every venue.
  const { rows: groups } = await sql<{
    course_id: number;
    course_title: string;
    month: number;
    place_id: number | null;
    abbreviation: string | null;
    place_name: string | null;
    instance_count: number;
  }>`
    select i.course_id, min(i.course_title) as course_title, extract(month from i.start_date)::int as month, i.course_place_id as place_id,
           min(coalesce(i.place_abbreviation, i.place_name)) as abbreviation, min(i.place_name) as place_name, count(*)::int as instance_count
    from published.classroom_report_instance i where ${instanceConditions(filter)}
    group by i.course_id, 3, i.course_place_id
    order by lower(min(i.course_title)), i.course_id, 3`.execute(db);
  const cells = new Map<number, { title: string; counts: Map<number, number> }>();
  const places = new Map<number, CoursePlan['places'][number]>();
  for (const group of groups) {
    if (group.place_id !== null)
      places.set(group.place_id, { id: group.place_id, abbreviation: group.abbreviation!, name: group.place_name! });
    const course = cells.get(group.course_id) ?? { title: group.course_title, counts: new Map<number, number>() };
    course.counts.set(group.month, (course.counts.get(group.month) ?? 0) + group.instance_count);
    cells.set(group.course_id, course);
  }
  const courseIds = [...cells.keys()];
  const pageIds = courseIds.slice(window.offset, window.offset + window.limit);
  const instances = await planInstances(db, { ...filter, courseIds: pageIds });
  const items = new Map<number, CoursePlan['items'][number]>(
    pageIds.map((id) => [
      id,
      {
        courseId: id,
        title: cells.get(id)!.title,
        months: months.map((month) => ({ month, instanceCount: cells.get(id)!.counts.get(month) ?? 0, instances: [] })),
      },
    ]),
  );
  for (const instance of instances) {
    items
      .get(instance.course_id)!
      .months.find((entry) => entry.month === instance.month)!
      .instances.push({
        instanceId: instance.id,
        day: instance.day,
        place: instance.place_id === null ? null : (places.get(instance.place_id)?.abbreviation ?? null),
      });
  }
  return {
    page: params.page,
    pageSize: window.limit,
    courseCount: courseIds.length,
    months,
    places: [...places.values()].sort((a, b) => a.abbreviation.localeCompare(b.abbreviation)),
    items: [...items.values()],
  };
}

/**
 * The first CLASSROOM_PLAN_CELL_SIZE instances of each month of some courses: only what a plan cell shows (its venue by
 * id, named from the plan's venues), so the published view's seat counts, price lookup and venue join are never
 * evaluated; each cell is read in order from the instances' (course, start date, id) index and stopped at the cell's
 * size (a venue join in the cell's query made PostgreSQL read and sort the whole month).
 */
async function planInstances(db: ReportsDb, filter: InstanceFilter & { courseIds: number[] }) {
  if (filter.courseIds.length === 0) return [];
  const { courseIds, ...cellFilter } = filter;
  const { rows } = await sql<{ id: number; course_id: number; month: number; day: number; place_id: number | null }>`
    select course.id as course_id, cell.id, extract(month from cell.start_date)::int as month,
           extract(day from cell.start_date)::int as day, cell.course_place_id as place_id
    from unnest(${courseIds}::int[]) as course (id)
    cross join generate_series(date_trunc('month', ${filter.fromDate}::date), ${filter.toDate}::date, interval '1 month') as month (first)
    cross join lateral (
      select i.id, i.start_date, i.course_place_id from published.classroom_report_instance i
      where ${instanceConditions(cellFilter)} and i.course_id = course.id
        and i.start_date >= month.first and i.start_date < month.first + interval '1 month'
      order by i.start_date, i.id limit ${CLASSROOM_PLAN_CELL_SIZE}
    ) as cell
    order by course.id, cell.start_date, cell.id`.execute(db);
  return rows;
}

/**
 * COURSE_TURNOVER: net turnover per ISO week of the period and in total, next to the same period a year earlier,
 * summed over every row by one query; the window's page of the rows.
 */
export async function courseTurnover(
  db: ReportsDb,
  currency: Currency,
  params: z.output<typeof courseTurnoverParamsSchema>,
  window: RowWindow,
): Promise<CourseTurnover> {
  const earlier = { ...params, currency, fromDate: yearEarlier(params.fromDate), toDate: yearEarlier(params.toDate) };
  const [rows, weeks, previous] = await Promise.all([
    rowsOf(db, { ...params, currency }, window),
    weekSums(db, { ...params, currency }, currency),
    weekSums(db, earlier, currency),
  ]);
  // The year earlier's weeks are compared by week number, as the report's columns are.
  const now = new Map(weeks.map((week) => [week.week, week.netTurnover]));
  const before = new Map(previous.map((week) => [week.week, week.netTurnover]));
  const total = totalOf(weeks);
  return {
    currency,
    weeks: weeksOf(params.fromDate, params.toDate).map(({ year, week }) => ({
      year,
      week,
      netTurnover: now.get(week) ?? 0,
      previousYear: before.get(week) ?? 0,
    })),
    total: total.netTurnover,
    previousYearTotal: totalOf(previous).netTurnover,
    page: params.page,
    pageSize: window.limit,
    rowCount: total.rowCount,
    rows,
  };
}

/** The calendar month of a date: its key (YYYY-MM) and first and last day. */
export function monthRange(date: string) {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const key = `${year}-${String(month).padStart(2, '0')}`;
  return { key, fromDate: `${key}-01`, toDate: `${key}-${String(last).padStart(2, '0')}` };
}

/**
 * COURSE_TURNOVER_POTENTIAL: the month of the date, its totals over every row and the same month a year earlier
 * (one aggregate query each), and the window's page of its rows.
 */
export async function courseTurnoverPotential(
  db: ReportsDb,
  currency: Currency,
  params: z.output<typeof courseTurnoverPotentialParamsSchema>,
  window: RowWindow,
): Promise<CourseTurnoverPotential> {
  const month = monthRange(params.date);
  const earlier = monthRange(yearEarlier(`${month.key}-01`));
  const filter = { fromDate: month.fromDate, toDate: month.toDate, coursePlaceId: params.coursePlaceId };
  const [rows, weeks, previous] = await Promise.all([
    rowsOf(db, { ...filter, currency }, window),
    weekSums(db, { ...filter, currency }, currency),
    weekSums(db, { fromDate: earlier.fromDate, toDate: earlier.toDate, coursePlaceId: params.coursePlaceId, currency }, currency),
  ]);
  const { rowCount, ...totals } = totalOf(weeks);
  const { rowCount: _previousCount, ...previousTotals } = totalOf(previous);
  return {
    currency,
    month: month.key,
    page: params.page,
    pageSize: window.limit,
    rowCount,
    rows,
    totals,
    previousYear: { month: earlier.key, ...previousTotals },
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
  start_date: string;
  quantity: number;
  net_price: string;
}

/** A month of the purchase report: its lines' count and net sum, kept per instance (migration 0093). */
interface PurchaseMonth {
  month: string;
  lineCount: number;
  netTotal: number;
}

/** Of counts in order, the one holding the row at an offset and how many rows the ones before it hold. */
function countedBefore<T extends { lineCount: number }>(counts: T[], offset: number): { entry: T; before: number } | null {
  let before = 0;
  for (const entry of counts) {
    if (before + entry.lineCount > offset) return { entry, before };
    before += entry.lineCount;
  }
  return null;
}

/**
 * The purchase lines of the instances the parameters select (joined to the published instances, never listed
 * first): their count and monthly sums from the counts kept per instance, currency and order month (decision 0259),
 * a window's page in the report's order (order time, then line) read from its first line's order day (decision 0262),
 * and every line a page at a time from one cursor, so PostgreSQL sorts them once however many pages a file reads (a keyset page per query sorted every matching line
 * again: 5,000 lines a second).
 */
export function purchaseLines(db: ReportsDb, currency: Currency, params: z.output<typeof purchaseReportParamsSchema>) {
  const conditions = instanceConditions({ ...params, currency });
  // The instances joined, not gathered first: a materialized list of the period's instances made PostgreSQL hash every
  // line of them and sort; joined, a page is read by walking the orders by time and looking each line's instance up.
  const lines = (since: string | null) => sql`
    select pl.id, pl.order_id, o.created, o.customer_id, pl.title, pl.instance_id, to_char(i.start_date, 'YYYY-MM-DD') as start_date,
           pl.quantity, pl.net_price
    from reports."order" o join reports.purchase_line pl on pl.order_id = o.id
    join published.classroom_report_instance i on i.id = pl.instance_id
    where ${conditions} and o.status <> 'cancelled' and o.currency = ${currency}
      ${since ? sql`and o.created >= ${since}::timestamptz` : sql``}
    order by o.created, pl.id`;
  const months = async (): Promise<PurchaseMonth[]> =>
    (
      await sql<{ month: string; line_count: number; net_total: string }>`
        select to_char(m.month, 'YYYY-MM') as month, sum(m.line_count)::int as line_count, sum(m.net_total) as net_total
        from reports.instance_order_month m join published.classroom_report_instance i on i.id = m.instance_id
        where ${conditions} and m.currency = ${currency} group by m.month having sum(m.line_count) > 0 order by m.month`.execute(db)
    ).rows.map((row) => ({ month: row.month, lineCount: row.line_count, netTotal: Number(row.net_total) }));
  const count = async () => (await months()).reduce((sum, month) => sum + month.lineCount, 0);
  /** The lines per order day of one order month of the period's instances (migration 0094), by day. */
  const days = async (month: string): Promise<{ day: string; lineCount: number }[]> =>
    (
      await sql<{ day: string; line_count: number }>`
        select to_char(d.day, 'YYYY-MM-DD') as day, sum(d.line_count)::int as line_count
        from reports.instance_order_day d join published.classroom_report_instance i on i.id = d.instance_id
        where ${conditions} and d.currency = ${currency}
          and d.day >= ${`${month}-01`}::date and d.day < ${`${month}-01`}::date + interval '1 month'
        group by d.day having sum(d.line_count) > 0 order by d.day`.execute(db)
    ).rows.map((row) => ({ day: row.day, lineCount: row.line_count }));
  /**
   * A window's page (decision 0262): the months' counts say in which order month its first line is, that month's day
   * counts in which day, so the orders are read by time from that day's start (the order_created index) and only
   * until the page is full: a deep page walks at most a day's orders, never its month's or the period's.
   */
  const page = async (window: RowWindow, counted: PurchaseMonth[]) => {
    const month = countedBefore(counted, window.offset);
    if (!month) return [];
    const day = countedBefore(await days(month.entry.month), window.offset - month.before);
    if (!day) return [];
    const since = `${day.entry.day}T00:00:00Z`;
    const skip = window.offset - month.before - day.before;
    return (await sql<PurchaseLineRow>`${lines(since)} limit ${window.limit} offset ${skip}`.execute(db)).rows;
  };
  const pages = (size: number): AsyncGenerator<PurchaseLineRow[]> => cursorPages<PurchaseLineRow>(db, lines(null), size);
  return { months, count, page, pages };
}

/**
 * PURCHASE_REPORT: the classroom purchase lines of instances starting in the period, by order date, in the site's
 * currency, with monthly sums (months with a sum above 0, by the order's UTC month) and a grand total. The sums and
 * the count are over every line; the window lists its page (decision 0235), the files every line (decision 0229).
 */
export async function purchaseReport(
  db: ReportsDb,
  currency: Currency,
  params: z.output<typeof purchaseReportParamsSchema>,
  window: RowWindow,
): Promise<PurchaseReport> {
  const { months: monthsOf, page } = purchaseLines(db, currency, params);
  const months = await monthsOf();
  const rows = await page(window, months);
  const names = await customerNames(db, [...new Set(rows.map((row) => row.customer_id))]);
  const items = rows.map((row) => ({
    purchaseId: row.id,
    orderId: row.order_id,
    placed: row.created.toISOString(),
    customer: names.get(row.customer_id) ?? `#${row.customer_id}`,
    title: row.title,
    instanceId: row.instance_id,
    startDate: row.start_date,
    quantity: row.quantity,
    netPrice: Number(row.net_price),
  }));
  return {
    currency,
    page: params.page,
    pageSize: window.limit,
    items,
    lineCount: months.reduce((sum, month) => sum + month.lineCount, 0),
    months: months.filter((month) => month.netTotal > 0).map(({ month, netTotal }) => ({ month, netTotal })),
    total: months.reduce((sum, month) => sum + month.netTotal, 0),
  };
}
