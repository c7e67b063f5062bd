import { containsPattern } from '@atrium/service-core';
import { sql } from 'kysely';
import {
  clampWeek,
  DASHBOARD_TASKS,
  STATUS_CANCELLED,
  weekDates,
  type Dashboard,
  type DashboardKind,
  type dashboardQuerySchema,
} from '@atrium/classroom-contract';
import type { z } from 'zod';
import type { ClassroomDb } from '../db';

type Query = z.output<typeof dashboardQuerySchema>;
const FRESH_DAYS = 14;

/**
 * The courses starting in an ISO week with their tasks (document 002 §3, §4): a task marked not required (false)
 * leaves the total; the pre list is done when every task is, the post list when at least the total is; a cancelled
 * course is done either way. Paged on the server, the progress over the whole week.
 */
export async function weeklyDashboard(db: ClassroomDb, kind: DashboardKind, query: Query): Promise<Dashboard> {
  const week = clampWeek(query.year, query.week);
  const { from, to } = weekDates(query.year, week);
  const keys: readonly string[] = DASHBOARD_TASKS[kind];
  const base = db
    .selectFrom('classroom_course_instance as i')
    .innerJoin('classroom_course as c', 'c.id', 'i.classroom_course_id')
    .where('i.start_date', '>=', from)
    .where('i.start_date', '<=', to)
    .$if(query.q !== '', (q) =>
      q.where((eb) => eb.or([eb('c.internal_name', 'ilike', containsPattern(query.q)), eb(sql<string>`i.id::text`, '=', query.q)])),
    );
  const rows = await base
    .leftJoin('internal_control as ic', 'ic.cli_id', 'i.id')
    .select(['i.id', 'i.status', 'i.start_date', 'i.parent_id', 'i.internal_info', 'i.created', 'c.internal_name'])
    .select(['ic.checked_at', 'ic.open_checks'])
    // Decision 0238: past its last day in Oslo, as the staff dashboards count it.
    .select(sql<boolean>`coalesce(i.end_date, i.start_date) < (now() at time zone 'Europe/Oslo')::date`.as('ended'))
    .select((eb) => eb.exists(eb.selectFrom('classroom_course_instance as child').whereRef('child.parent_id', '=', 'i.id')).as('has_parts'))
    .select(
      sql<string>`coalesce((select string_agg(to_char(h.date, 'YYYY-MM-DD') || ' ' || to_char(h.from_time, 'HH24:MI') || '–' || to_char(h.to_time, 'HH24:MI'), ', ' order by h.date, h.from_time)
        from classroom.classroom_happening h where h.cli_id = i.id), '')`.as('dates_and_times'),
    )
    .orderBy('i.start_date')
    .orderBy('c.internal_name')
    .orderBy('i.id')
    .execute();
  const items = await db
    .selectFrom('work_item')
    .select(['cli_id', 'key', 'done'])
    .where('cli_id', 'in', [0, ...rows.map((row) => row.id)])
    .where('key', 'in', [...keys])
    .execute();
  const all = rows.map((row) => {
    const tasks = Object.fromEntries(
      keys.map((key) => [key, items.find((item) => item.cli_id === row.id && item.key === key)?.done ?? null]),
    );
    const values = Object.values(tasks);
    const totalTasks = values.filter((done) => done !== false).length;
    const numTasksDone = values.filter((done) => done === true).length;
    const cancelled = row.status === STATUS_CANCELLED;
    const firstDay = row.start_date ? Date.parse(`${row.start_date}T00:00:00Z`) : null;
    return {
      courseClassroomId: row.id,
      courseTitle: row.internal_name,
      startDate: row.start_date,
      numTasksDone,
      totalTasks,
      cancelled,
      groupCourse: row.parent_id !== null || Boolean(row.has_parts),
      done: cancelled || (kind === 'pre' ? numTasksDone === totalTasks : numTasksDone >= totalTasks),
      fresh: firstDay !== null && firstDay - row.created.getTime() <= FRESH_DAYS * 86_400_000,
      tasks,
      datesAndTimes: row.dates_and_times,
      internalInfo: row.internal_info,
      internalControl: {
        checkedAt: row.checked_at?.toISOString() ?? null,
        openChecks: row.open_checks ?? [],
        due: !cancelled && row.checked_at === null && row.ended,
      },
    };
  });
  const live = all.filter((item) => !item.cancelled);
  const confirmed = live.filter((item) => item.internalControl.checkedAt !== null);
  const done = all.reduce((sum, item) => sum + item.numTasksDone, 0);
  const total = all.reduce((sum, item) => sum + item.totalTasks, 0);
  return {
    year: query.year,
    week,
    from,
    to,
    progress: total === 0 ? null : Math.round((done / total) * 100),
    total: all.length,
    internalControl: {
      confirmed: confirmed.length,
      withOpenChecks: confirmed.filter((item) => item.internalControl.openChecks.length > 0).length,
      due: live.filter((item) => item.internalControl.due).length,
    },
    items: all.slice((query.page - 1) * query.pageSize, query.page * query.pageSize),
  };
}
