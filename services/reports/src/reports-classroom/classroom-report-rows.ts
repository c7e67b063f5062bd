import type { ClassroomReportType, classroomReportParamsSchema } from '@atrium/reports-contract';
import type { z } from 'zod';
import type { ReportsDb } from '../db';
import { customerNames, personNames } from '../batch-invoice/published-names';
import { soldPerInstance } from '../classroom-search/instance-turnover';
import { reportHappenings, reportInstances } from '../classroom-search/published-report-instances';
import { netTurnoverOf, reportRow } from '../classroom-search/report-arithmetic';
import { excelDate } from '@atrium/service-core/excel';

type Params = z.output<typeof classroomReportParamsSchema>;
type Currency = 'NOK' | 'SEK' | 'EUR';

/** The instance statuses by id as the spreadsheets name them (the Excel texts' instance.status keys). */
const STATUS_KEYS = { 1: 'new', 2: 'tentative', 3: 'confirmed', 4: 'cancelled', 5: 'completed' } as Record<number, string>;

/**
 * The instances the form's filters select (decision 0212): starting from dateFrom to dateTo, of any status unless one
 * is chosen, at a venue, in a theme (product category), with a course day in a room whose name holds courseRoom or
 * taught by the instructor; with their course days.
 */
async function selectedInstances(db: ReportsDb, params: Params, currency: Currency | undefined) {
  const instances = await reportInstances(db, {
    fromDate: params.dateFrom,
    toDate: params.dateTo,
    currency,
    coursePlaceId: params.coursePlaceId,
    status: params.status,
    includeCancelledCourses: true,
    onlyInternalCourses: params.reportType === 'INTERNAL_REPORT',
    productCategories: params.theme ? [params.theme] : [],
  });
  const days = await reportHappenings(
    db,
    instances.map((instance) => instance.id),
  );
  const room = params.courseRoom?.toLowerCase();
  const matches = (day: (typeof days)[number]) =>
    (!room || (day.room_name ?? '').toLowerCase().includes(room)) &&
    (!params.instructorId || day.instructor_ids.includes(params.instructorId));
  const filtered =
    room || params.instructorId
      ? instances.filter((instance) => days.some((day) => day.cli_id === instance.id && matches(day)))
      : instances;
  return { instances: filtered, days: days.filter((day) => filtered.some((instance) => instance.id === day.cli_id) && matches(day)) };
}

/** The rows of one report type, as the sheet's columns name them; amounts in currency units. */
export async function* classroomReportRows(
  db: ReportsDb,
  params: Params,
  currency: Currency,
  statusText: (name: string) => string,
  yesNo: (value: boolean) => string,
): AsyncGenerator<Record<string, unknown>> {
  const type: ClassroomReportType = params.reportType;
  // Internal courses are priced per course, in whichever currency: the internal report is not limited to the site's.
  const { instances, days } = await selectedInstances(db, params, type === 'INSTANCES' ? currency : undefined);
  if (type === 'COURSE_DAYS') {
    const names = await personNames(db, [...new Set(days.flatMap((day) => day.instructor_ids))]);
    const byId = new Map(instances.map((instance) => [instance.id, instance]));
    for (const day of days) {
      const instance = byId.get(day.cli_id)!;
      yield {
        date: excelDate(day.date),
        from: day.from_time,
        to: day.to_time,
        course: instance.title,
        instance: instance.id,
        place: instance.place,
        room: day.room_name,
        instructors: day.instructor_ids.map((id) => names.get(id) ?? `#${id}`).join(', '),
      };
    }
    return;
  }
  const common = (instance: (typeof instances)[number]) => ({
    instance: instance.id,
    course: instance.title,
    startDate: excelDate(instance.startDate),
    endDate: excelDate(instance.endDate),
    place: instance.place,
    status: statusText(STATUS_KEYS[instance.status] ?? String(instance.status)),
    attending: instance.numAttending,
    maxParticipants: instance.maxParticipants,
  });
  if (type === 'INTERNAL_REPORT') {
    const customers = await customerNames(db, [
      ...new Set(instances.flatMap((instance) => (instance.customerId ? [instance.customerId] : []))),
    ]);
    for (const instance of instances) {
      yield {
        ...common(instance),
        customer: instance.customerId ? (customers.get(instance.customerId) ?? `#${instance.customerId}`) : '',
        internalPrice: instance.internalPrice === null ? null : instance.internalPrice / 100,
      };
    }
    return;
  }
  const sold = await soldPerInstance(
    db,
    instances.map((instance) => instance.id),
    currency,
  );
  for (const instance of instances) {
    const row = reportRow(instance, netTurnoverOf(instance, sold.get(instance.id) ?? 0));
    yield {
      ...common(instance),
      internal: yesNo(instance.internal),
      openSpots: row.openCourseSpots,
      netTurnover: row.netTurnover / 100,
      potential80: row.potential1 / 100,
      currency,
    };
  }
}
