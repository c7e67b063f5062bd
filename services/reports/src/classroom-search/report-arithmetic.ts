import type { ClassroomReportRow } from '@atrium/reports-contract';

/** An instance as the classroom area publishes it for reports (published.classroom_report_instance). */
export interface ReportInstance {
  id: number;
  courseId: number;
  title: string;
  place: string | null;
  placeAbbreviation: string | null;
  startDate: string;
  endDate: string;
  status: number;
  internal: boolean;
  /** List price per participant, minor units. */
  price: number | null;
  /** An internal course's price for the whole course, minor units. */
  internalPrice: number | null;
  maxParticipants: number | null;
  numAttending: number;
  numReserved: number;
}

/**
 * The report row of document 003 §3 for an instance and its net turnover (decision 0200): the 100 % potential is a
 * full course at list price (price × max participants), 80 % and 60 % of it rounded to the minor unit; an internal
 * course, or one without a maximum or a price, counts at its actual turnover in every potential. potentialDiff is
 * what is missing to the 80 % potential.
 */
export function reportRow(instance: ReportInstance, netTurnover: number): ClassroomReportRow {
  const full =
    instance.internal || instance.maxParticipants === null || instance.price === null ? null : instance.price * instance.maxParticipants;
  const potential2 = full ?? netTurnover;
  const potential1 = full === null ? netTurnover : Math.round(full * 0.8);
  const potential60 = full === null ? netTurnover : Math.round(full * 0.6);
  return {
    instanceId: instance.id,
    title: instance.title,
    place: instance.place,
    startDate: instance.startDate,
    endDate: instance.endDate,
    netTurnover,
    potential1,
    potential2,
    potential60,
    potentialDiff: potential1 - netTurnover,
    numAttending: instance.numAttending,
    maxParticipants: instance.maxParticipants,
    openCourseSpots:
      instance.maxParticipants === null ? null : Math.max(0, instance.maxParticipants - instance.numAttending - instance.numReserved),
    internalCourse: instance.internal,
  };
}

/** An instance's net turnover: an internal course's own price, else what its purchase lines were sold for. */
export function netTurnoverOf(instance: ReportInstance, sold: number): number {
  return instance.internal ? (instance.internalPrice ?? 0) + sold : sold;
}

/** The ISO 8601 year and week of a date (YYYY-MM-DD). */
export function isoWeek(date: string): { year: number; week: number } {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = (day.getUTCDay() + 6) % 7;
  const thursday = new Date(day.getTime() + (3 - weekday) * 86_400_000);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return { year: thursday.getUTCFullYear(), week: Math.floor((thursday.getTime() - yearStart) / 86_400_000 / 7) + 1 };
}

/** The same date one year earlier; 29 February becomes 28 February. */
export function yearEarlier(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const earlier = new Date(Date.UTC(year - 1, month - 1, day));
  if (earlier.getUTCMonth() !== month - 1) earlier.setUTCDate(0);
  return earlier.toISOString().slice(0, 10);
}

/** The ISO weeks a period touches, in order. */
export function weeksOf(fromDate: string, toDate: string): { year: number; week: number }[] {
  const weeks: { year: number; week: number }[] = [];
  for (let t = Date.parse(fromDate); t <= Date.parse(toDate); t += 86_400_000) {
    const week = isoWeek(new Date(t).toISOString().slice(0, 10));
    const last = weeks[weeks.length - 1];
    if (!last || last.year !== week.year || last.week !== week.week) weeks.push(week);
  }
  return weeks;
}
