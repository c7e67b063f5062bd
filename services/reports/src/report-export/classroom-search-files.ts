import type { ClassroomSearchType, classroomSearchParamsSchemas } from '@atrium/reports-contract';
import type { z } from 'zod';
import type { ReportsDb } from '../db';
import { customerNames } from '../batch-invoice/published-names';
import {
  courseListEntries,
  monthRange,
  planFileRows,
  purchaseLines,
  reportRowsOf,
  type Currency,
} from '../classroom-search/classroom-search-query';
import { countInstances, reportInstanceBatches, type InstanceFilter } from '../classroom-search/published-report-instances';
import type { ReportColumn, ReportFileContent } from './report-file';

type Params<T extends ClassroomSearchType> = z.output<(typeof classroomSearchParamsSchemas)[T]>;

/** A report's file before it is written: how many rows it will have (for the progress) and what they are. */
interface ReportFilePlan extends ReportFileContent {
  total: number;
}

/** The rows a file reads from its cursor at a time. */
const FILE_PAGE = 2000;

const COURSE_LIST_COLUMNS: ReportColumn[] = [
  { headerKey: 'excel.column.year', key: 'year', width: 8, kind: 'number' },
  { headerKey: 'excel.column.week', key: 'week', width: 8, kind: 'number' },
  { headerKey: 'excel.column.courseInstance', key: 'instanceId', width: 14, kind: 'number' },
  { headerKey: 'excel.column.course', key: 'title', width: 36, kind: 'text' },
  { headerKey: 'excel.column.startDate', key: 'startDate', width: 12, kind: 'date' },
  { headerKey: 'excel.column.endDate', key: 'endDate', width: 12, kind: 'date' },
  { headerKey: 'excel.column.cancelled', key: 'cancelled', width: 10, kind: 'yesNo' },
  { headerKey: 'excel.column.internal', key: 'internalCourse', width: 12, kind: 'yesNo' },
  { headerKey: 'excel.column.coursePlace', key: 'place', width: 24, kind: 'text' },
  { headerKey: 'excel.column.attending', key: 'numAttending', width: 12, kind: 'number' },
  { headerKey: 'excel.column.maxParticipants', key: 'maxParticipants', width: 14, kind: 'number' },
  { headerKey: 'excel.column.openSpots', key: 'openCourseSpots', width: 12, kind: 'number' },
  { headerKey: 'excel.column.days', key: 'days', width: 60, kind: 'text' },
];

/**
 * COURSE_LIST: a row per instance in the list's order, its days (date, times, room, instructors) in one cell; the
 * instances read `batch` at a time from one cursor, each batch's days, names and invoices read with it (issue 19).
 */
async function courseListFile(db: ReportsDb, params: Params<'COURSE_LIST'>, batch: number): Promise<ReportFilePlan> {
  const dayText = (day: Awaited<ReturnType<typeof courseListEntries>>[number]['happenings'][number]) =>
    [`${day.date.split('-').reverse().join('.')} ${day.fromTime}–${day.toTime}`, day.room, day.instructors.join(', ') || null]
      .filter(Boolean)
      .join(', ');
  const columns = [
    ...COURSE_LIST_COLUMNS,
    ...(params.showInvoiceNumber
      ? [{ headerKey: 'excel.column.invoiceNumbers', key: 'invoiceNumbers', width: 20, kind: 'text' } as const]
      : []),
    ...(params.showInternalInfo ? [{ headerKey: 'excel.column.internalInfo', key: 'internalInfo', width: 40, kind: 'text' } as const] : []),
  ];
  async function* rows() {
    for await (const instances of reportInstanceBatches(db, params, batch)) {
      for (const { happenings, ...course } of await courseListEntries(db, params, instances)) {
        yield {
          ...course,
          days: happenings.map(dayText).join('; '),
          invoiceNumbers: course.invoiceNumbers?.join(', '),
          internalInfo: course.internalInfo ?? null,
        };
      }
    }
  }
  return { sheetKey: 'excel.sheet.courseList', columns, total: await countInstances(db, params), rows: rows() };
}

const COURSE_PLAN_COLUMNS: ReportColumn[] = [
  { headerKey: 'excel.column.course', key: 'title', width: 36, kind: 'text' },
  { headerKey: 'excel.column.month', key: 'month', width: 8, kind: 'number' },
  { headerKey: 'excel.column.courseInstance', key: 'instanceId', width: 14, kind: 'number' },
  { headerKey: 'excel.column.startDate', key: 'startDate', width: 12, kind: 'date' },
  { headerKey: 'excel.column.placeAbbreviation', key: 'place', width: 12, kind: 'text' },
];

/** COURSE_PLAN: a row per instance, by course as the plan lists them and then by day, read a page at a time. */
async function coursePlanFile(db: ReportsDb, params: Params<'COURSE_PLAN'>, batch: number): Promise<ReportFilePlan> {
  const { count, pages } = planFileRows(db, params);
  async function* rows() {
    for await (const page of pages(batch)) {
      for (const row of page) {
        yield { title: row.title, month: row.month, instanceId: row.instance_id, startDate: row.start_date, place: row.place };
      }
    }
  }
  return { sheetKey: 'excel.sheet.coursePlan', columns: COURSE_PLAN_COLUMNS, total: await count(), rows: rows() };
}

const REPORT_ROW_COLUMNS: ReportColumn[] = [
  { headerKey: 'excel.column.courseInstance', key: 'instanceId', width: 14, kind: 'number' },
  { headerKey: 'excel.column.course', key: 'title', width: 36, kind: 'text' },
  { headerKey: 'excel.column.startDate', key: 'startDate', width: 12, kind: 'date' },
  { headerKey: 'excel.column.endDate', key: 'endDate', width: 12, kind: 'date' },
  { headerKey: 'excel.column.coursePlace', key: 'place', width: 24, kind: 'text' },
  { headerKey: 'excel.column.internal', key: 'internalCourse', width: 12, kind: 'yesNo' },
  { headerKey: 'excel.column.attending', key: 'numAttending', width: 12, kind: 'number' },
  { headerKey: 'excel.column.maxParticipants', key: 'maxParticipants', width: 14, kind: 'number' },
  { headerKey: 'excel.column.openSpots', key: 'openCourseSpots', width: 12, kind: 'number' },
  { headerKey: 'excel.column.netTurnover', key: 'netTurnover', width: 16, kind: 'money' },
  { headerKey: 'excel.column.potential60', key: 'potential60', width: 16, kind: 'money' },
  { headerKey: 'excel.column.potential80', key: 'potential1', width: 16, kind: 'money' },
  { headerKey: 'excel.column.potential100', key: 'potential2', width: 16, kind: 'money' },
  { headerKey: 'excel.column.potentialDiff', key: 'potentialDiff', width: 16, kind: 'money' },
  { headerKey: 'excel.column.currency', key: 'currency', width: 10, kind: 'text' },
];

/**
 * The report rows of document 003 §3 (the turnover and potential reports' courses), one bounded period's: its
 * instances read `batch` at a time from one cursor, each batch's sales read with it (issue 19).
 */
async function reportRowsFile(db: ReportsDb, filter: InstanceFilter, currency: Currency, batch: number): Promise<ReportFilePlan> {
  const withCurrency = { ...filter, currency };
  async function* rows() {
    for await (const instances of reportInstanceBatches(db, withCurrency, batch)) {
      for (const row of await reportRowsOf(db, instances, currency)) yield { ...row, currency };
    }
  }
  return { sheetKey: 'excel.sheet.reportRows', columns: REPORT_ROW_COLUMNS, total: await countInstances(db, withCurrency), rows: rows() };
}

const PURCHASE_COLUMNS: ReportColumn[] = [
  { headerKey: 'excel.column.ordered', key: 'placed', width: 12, kind: 'date' },
  { headerKey: 'excel.column.order', key: 'orderId', width: 10, kind: 'number' },
  { headerKey: 'excel.column.customer', key: 'customer', width: 32, kind: 'text' },
  { headerKey: 'excel.column.course', key: 'title', width: 40, kind: 'text' },
  { headerKey: 'excel.column.courseInstance', key: 'instanceId', width: 14, kind: 'number' },
  { headerKey: 'excel.column.firstCourseDay', key: 'startDate', width: 14, kind: 'date' },
  { headerKey: 'excel.column.quantity', key: 'quantity', width: 10, kind: 'number' },
  { headerKey: 'excel.column.netPrice', key: 'netPrice', width: 14, kind: 'money' },
  { headerKey: 'excel.column.currency', key: 'currency', width: 10, kind: 'text' },
];

/** PURCHASE_REPORT: every line, read a keyset page at a time with its page's customer names (one query a page). */
async function purchaseReportFile(
  db: ReportsDb,
  currency: Currency,
  params: Params<'PURCHASE_REPORT'>,
  batch: number,
): Promise<ReportFilePlan> {
  const { count, pages } = purchaseLines(db, currency, params);
  async function* rows() {
    for await (const page of pages(batch)) {
      const names = await customerNames(db, [...new Set(page.map((row) => row.customer_id))]);
      for (const row of page) {
        yield {
          placed: row.created,
          orderId: row.order_id,
          customer: names.get(row.customer_id) ?? `#${row.customer_id}`,
          title: row.title,
          instanceId: row.instance_id,
          startDate: row.start_date,
          quantity: row.quantity,
          netPrice: Number(row.net_price),
          currency,
        };
      }
    }
  }
  return { sheetKey: 'excel.sheet.purchaseReport', columns: PURCHASE_COLUMNS, total: await count(), rows: rows() };
}

/**
 * A classroom search's result as a file's content, for the parameters the search takes (already checked). Every type
 * reads its rows `batch` at a time (a test asks for small batches), so memory holds one batch whatever the file's size.
 */
export async function classroomSearchFile<T extends ClassroomSearchType>(
  db: ReportsDb,
  currency: Currency,
  type: T,
  params: Params<T>,
  batch = FILE_PAGE,
): Promise<ReportFilePlan> {
  switch (type) {
    case 'COURSE_LIST':
      return courseListFile(db, params as Params<'COURSE_LIST'>, batch);
    case 'COURSE_PLAN':
      return coursePlanFile(db, params as Params<'COURSE_PLAN'>, batch);
    case 'COURSE_TURNOVER':
      return reportRowsFile(db, params as Params<'COURSE_TURNOVER'>, currency, batch);
    case 'COURSE_TURNOVER_POTENTIAL': {
      const { coursePlaceId, date } = params as Params<'COURSE_TURNOVER_POTENTIAL'>;
      const { fromDate, toDate } = monthRange(date);
      return reportRowsFile(db, { fromDate, toDate, coursePlaceId }, currency, batch);
    }
    default:
      return purchaseReportFile(db, currency, params as Params<'PURCHASE_REPORT'>, batch);
  }
}
