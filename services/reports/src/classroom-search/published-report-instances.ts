import { sql, type Kysely } from 'kysely';
import type { ReportInstance } from './report-arithmetic';

export const STATUS_CANCELLED = 4;

export interface InstanceFilter {
  fromDate: string;
  toDate: string;
  currency?: string;
  coursePlaceId?: number | undefined;
  courseId?: number | undefined;
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

/**
 * The instances starting in a period, as the classroom area publishes them (published.classroom_report_instance),
 * by start date. "Only internal" and "only open" both on show nothing, as both filters ask.
 */
export async function reportInstances(
  db: Kysely<any>,
  filter: InstanceFilter,
): Promise<(ReportInstance & { info: string | null; customerId: number | null })[]> {
  const pattern = filter.searchExternal ? `%${filter.searchExternal.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const { rows } = await sql<InstanceRow>`
    select id, course_id, course_title, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date,
           status, course_internal, price, internal_price, max_participants, place_name, place_abbreviation,
           num_attending, num_reserved, info, customer_id
    from published.classroom_report_instance
    where start_date between ${filter.fromDate}::date and ${filter.toDate}::date
      ${filter.currency ? sql`and currency = ${filter.currency}` : sql``}
      ${filter.coursePlaceId ? sql`and course_place_id = ${filter.coursePlaceId}` : sql``}
      ${filter.courseId ? sql`and course_id = ${filter.courseId}` : sql``}
      ${filter.onlyInternalCourses ? sql`and course_internal` : sql``}
      ${filter.onlyOpenCourses ? sql`and not course_internal` : sql``}
      ${filter.status ? sql`and status = ${filter.status}` : filter.includeCancelledCourses ? sql`` : sql`and status <> ${STATUS_CANCELLED}`}
      ${filter.productCategories?.length ? sql`and product_categories && ${filter.productCategories}::text[]` : sql``}
      ${pattern ? sql`and (sku ilike ${pattern} or order_reference ilike ${pattern})` : sql``}
    order by start_date, id`.execute(db);
  return rows.map((row) => ({
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
  }));
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
