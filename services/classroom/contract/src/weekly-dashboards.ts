// Browser-safe: the pre-start and post-start weekly dashboards (document 002 §2, §3 "Pre-start and post-start item",
// §4 "Dashboard task", §5 "Pre-start week picker", §9; decision 0175).
import { COURSE_ADMINS, defineEndpoint } from '@atrium/core-contract';
import { z } from 'zod';
import { POST_WORK_ITEMS, PRE_WORK_ITEMS } from './classroom-management';

const DAY = 86_400_000;

/** The ISO week (Monday first, week 1 holding the year's first Thursday) of a day. */
export function isoWeekOf(day: Date): { year: number; week: number } {
  const date = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const year = date.getUTCFullYear();
  return { year, week: Math.ceil(((date.getTime() - Date.UTC(year, 0, 1)) / DAY + 1) / 7) };
}

/** 52 or 53: the ISO week of 28 December is the year's last. */
export const isoWeeksInYear = (year: number) => isoWeekOf(new Date(Date.UTC(year, 11, 28))).week;

/** Monday and Sunday (YYYY-MM-DD) of an ISO week. */
export function weekDates(year: number, week: number): { from: string; to: string } {
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const monday = new Date(jan4.getTime() - ((jan4.getUTCDay() || 7) - 1) * DAY + (week - 1) * 7 * DAY);
  return { from: monday.toISOString().slice(0, 10), to: new Date(monday.getTime() + 6 * DAY).toISOString().slice(0, 10) };
}

/** Document 002 §5: a week above the year's number of weeks is reduced by one. */
export const clampWeek = (year: number, week: number) => (week > isoWeeksInYear(year) ? week - 1 : week);

/** A week moved by a number of weeks, across years. */
export function shiftWeek(year: number, week: number, by: number): { year: number; week: number } {
  return isoWeekOf(new Date(Date.parse(`${weekDates(year, week).from}T00:00:00Z`) + by * 7 * DAY));
}

export type DashboardKind = 'pre' | 'post';

/** Document 002 §9: pre-start shows the current week plus 2; post-start the current week minus 2, at least week 1. */
export function defaultDashboardWeek(kind: DashboardKind, today: Date = new Date()): { year: number; week: number } {
  const now = isoWeekOf(today);
  if (kind === 'pre') return shiftWeek(now.year, now.week, 2);
  return { year: now.year, week: Math.max(1, now.week - 2) };
}

/** Document 002 §2: the picker offers 5 years before to 5 after the current one. */
export function dashboardYears(today: Date = new Date()): number[] {
  const year = today.getUTCFullYear();
  return Array.from({ length: 11 }, (_, index) => year - 5 + index);
}

export const dashboardQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  week: z.coerce.number().int().min(1).max(53),
  q: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(100),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

export const dashboardItemSchema = z.object({
  courseClassroomId: z.number().int(),
  courseTitle: z.string(),
  startDate: z.string().nullable(),
  numTasksDone: z.number().int(),
  totalTasks: z.number().int(),
  cancelled: z.boolean(),
  groupCourse: z.boolean(),
  /** Document 002 §4: every task done (or the course cancelled). */
  done: z.boolean(),
  /** Document 002 §4: the first date at most 14 days after the instance was created. */
  fresh: z.boolean(),
  /** Each work item of the list: true done, false not required, null to do. */
  tasks: z.record(z.string(), z.boolean().nullable()),
  datesAndTimes: z.string(),
  internalInfo: z.string().nullable(),
  /** Decision 0225/0238: the course's internal control; due once its last day is past (Oslo) and nobody confirmed. */
  internalControl: z.object({
    checkedAt: z.string().nullable(),
    openChecks: z.array(z.string()),
    due: z.boolean(),
  }),
});
export type DashboardItem = z.infer<typeof dashboardItemSchema>;

export const dashboardSchema = z.object({
  year: z.number().int(),
  week: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** Tasks done of all tasks of the week's courses, in percent; null without tasks. */
  progress: z.number().int().nullable(),
  total: z.number().int(),
  /** Decision 0238, as the staff dashboards count it: of the week's courses not cancelled. */
  internalControl: z.object({ confirmed: z.number().int(), withOpenChecks: z.number().int(), due: z.number().int() }),
  items: z.array(dashboardItemSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The work items each list counts (decision 0171: the pre list's flags are the first three pre items). */
export const DASHBOARD_TASKS = { pre: PRE_WORK_ITEMS, post: POST_WORK_ITEMS } as const;

const dashboard = (path: string) =>
  defineEndpoint({
    area: 'classroom',
    method: 'GET',
    path,
    access: { roles: COURSE_ADMINS },
    query: dashboardQuerySchema,
    response: dashboardSchema,
  });

export const weeklyDashboardEndpoints = {
  pre: dashboard('/data/classroom-prestart-list'),
  post: dashboard('/data/classroom-poststart-list'),
};
