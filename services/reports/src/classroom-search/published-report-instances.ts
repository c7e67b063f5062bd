import { sql, type Kysely } from 'kysely';
import { cursorPages } from '../report-export/cursor-pages';
import type { ReportInstance } from './report-arithmetic';

export const STATUS_CANCELLED = 4;

export interface InstanceFilter {
  fromDate: string;
  toDate: string;
  currency?: string;
  coursePlaceId?: number | undefined;
  courseId?: number | undefined;
  courseIds?: number[];
  onlyInternalCourses?: boolean;
  onlyOpenCourses?: boolean;
  includeCancelledCourses?: boolean;
  productCategories?: string[];
  searchExternal?: string | undefined;
  status?: number | undefined;
}

interface InstanceRow {
  id: number;
  course_id: number;
  course_title: string;
  start_date: string;
  end_date: string;
  status: number;
  course_internal: boolean;
  price: string | null;
  internal_price: string | null;
  max_participants: number | null;
  place_name: string | null;
  place_abbreviation: string | null;
  num_attending: number;
  num_reserved: number;
  info: string | null;
  customer_id: number | null;
}

/** A page of a list: how many rows from where. */
export interface RowWindow {
  limit: number;
  offset: number;
}

/**
 * The conditions on published.classroom_report_instance (aliased `i`) that select a filter's instances.
 * "Only internal" and "only open" both on show nothing, as both filters ask.
 */
export function instanceConditions(filter: InstanceFilter) {
  const pattern = filter.searchExternal ? `%${filter.searchExternal.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  return sql`i.start_date between ${filter.fromDate}::date and ${filter.toDate}::date
      ${filter.currency ? sql`and i.currency = ${filter.currency}` : sql``}
      ${filter.coursePlaceId ? sql`and i.course_place_id = ${filter.coursePlaceId}` : sql``}
      ${filter.courseId ? sql`and i.course_id = ${filter.courseId}` : sql``}
      ${filter.courseIds ? sql`and i.course_id = any(${filter.courseIds}::int[])` : sql``}
      ${filter.onlyInternalCourses ? sql`and i.course_internal` : sql``}
      ${filter.onlyOpenCourses ? sql`and not i.course_internal` : sql``}
      ${filter.status ? sql`and i.status = ${filter.status}` : filter.includeCancelledCourses ? sql`` : sql`and i.status <> ${STATUS_CANCELLED}`}
      ${filter.productCategories?.length ? sql`and i.product_categories && ${filter.productCategories}::text[]` : sql``}
      ${pattern ? sql`and (i.sku ilike ${pattern} or i.order_reference ilike ${pattern})` : sql``}`;
}

/** How many instances a filter selects. */
export async function countInstances(db: Kysely<any>, filter: InstanceFilter): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from published.classroom_report_instance i where ${instanceConditions(filter)}`.execute(db);
  return rows[0]!.count;
}

type ListedInstance = ReportInstance & { info: string | null; customerId: number | null };

/** The instances of a filter by start date, the window's rows of them or all. */
const instancesQuery = (filter: InstanceFilter, window: RowWindow | null) => sql`
    select id, course_id, course_title, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date,
           status, course_internal, price, internal_price, max_participants, place_name, place_abbreviation,
           num_attending, num_reserved, info, customer_id
    from published.classroom_report_instance i
    where ${instanceConditions(filter)}
    order by start_date, id
    ${window ? sql`limit ${window.limit} offset ${window.offset}` : sql``}`;

const listedInstance = (row: InstanceRow): ListedInstance => ({
  id: row.id,
  courseId: row.course_id,
  title: row.course_title,
  place: row.place_name,
  placeAbbreviation: row.place_abbreviation,
  startDate: row.start_date,
  endDate: row.end_date,
  status: row.status,
  internal: row.course_internal,
  price: row.price === null ? null : Number(row.price),
  internalPrice: row.internal_price === null ? null : Number(row.internal_price),
  maxParticipants: row.max_participants,
  numAttending: row.num_attending,
  numReserved: row.num_reserved,
  info: row.info,
  customerId: row.customer_id,
});

/**
 * The instances starting in a period, as the classroom area publishes them (published.classroom_report_instance),
 * by start date: all of them, or the window's page (a result window's list reads only its page; the seat counts are
 * then counted for those rows alone).
 */
export async function reportInstances(db: Kysely<any>, filter: InstanceFilter, window: RowWindow | null = null): Promise<ListedInstance[]> {
  const { rows } = await instancesQuery(filter, window).$castTo<InstanceRow>().execute(db);
  return rows.map(listedInstance);
}

/**
 * Every instance of a filter in the same order, `size` at a time from one cursor (issue 19): a file of a period's
 * 100,000 instances holds one batch in memory, and each batch's seat counts are counted as it is read.
 */
export async function* reportInstanceBatches(db: Kysely<any>, filter: InstanceFilter, size: number): AsyncGenerator<ListedInstance[]> {
  for await (const rows of cursorPages<InstanceRow>(db, instancesQuery(filter, null), size)) yield rows.map(listedInstance);
}

/** The course days of instances with their rooms and instructors' user ids, by day and time. */
export async function reportHappenings(db: Kysely<any>, instanceIds: number[]) {
  if (instanceIds.length === 0) return [];
  const { rows } = await sql<{
    cli_id: number;
    date: string;
    from_time: string;
    to_time: string;
    room_name: string | null;
    instructor_ids: number[];
  }>`
    select cli_id, to_char(date, 'YYYY-MM-DD') as date, to_char(from_time, 'HH24:MI') as from_time, to_char(to_time, 'HH24:MI') as to_time,
           room_name, instructor_ids
    from published.classroom_report_happening where cli_id = any(${instanceIds}::int[])
    order by date, from_time, id`.execute(db);
  return rows;
}
