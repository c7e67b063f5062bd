import type { DashboardSummary } from '@atrium/reports-contract';
import { sql } from 'kysely';
import type { ReportsDb } from '../db';
import { courseTurnoverPotential, type Currency } from '../classroom-search/classroom-search-query';
import { reportInstances, STATUS_CANCELLED } from '../classroom-search/published-report-instances';
import { reportRow } from '../classroom-search/report-arithmetic';
import { elearningSearch } from '../elearning-search/elearning-turnover-query';
import { confirmedInternalControls } from './published-internal-control';

/** A day in the providers' time zone (Norway and Sweden share one, decision 0142) as YYYY-MM-DD. */
export function osloDay(now: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(now);
}

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * What the staff dashboards show at a glance (decision 0212), in the viewer's site currency: today's orders; this
 * month so far in classroom turnover (with its 80 % potential and budget message) and e-learning turnover, each beside
 * the same period a year earlier; and this ISO week's course instances with seats taken and open and how far their
 * internal control is (decision 0238).
 */
export async function dashboardSummary(db: ReportsDb, currency: Currency, now: Date): Promise<DashboardSummary> {
  const today = osloDay(now);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const week = { fromDate: shift(today, -weekday), toDate: shift(today, 6 - weekday) };
  const [orders, potential, elearning, instances] = await Promise.all([
    sql<{ orders: number; net_total: string | null }>`
      select count(distinct o.id)::int as orders, sum(pl.net_price) as net_total
      from reports."order" o join reports.purchase_line pl on pl.order_id = o.id
      where o.currency = ${currency} and o.status <> 'cancelled' and (o.created at time zone 'Europe/Oslo')::date = ${today}::date`.execute(
      db,
    ),
    // Only the month's totals: a page of no rows.
    courseTurnoverPotential(db, currency, { date: firstOfMonth, page: 1 }, { limit: 0, offset: 0 }),
    elearningSearch(db, currency, { fromDate: firstOfMonth, toDate: today, productCategories: [] }),
    reportInstances(db, { ...week, currency, includeCancelledCourses: true }),
  ]);
  const live = instances.filter((instance) => instance.status !== STATUS_CANCELLED);
  const controls = await confirmedInternalControls(
    db,
    live.map((instance) => instance.id),
  );
  return {
    currency,
    today: { date: today, orders: orders.rows[0]?.orders ?? 0, netTotal: Number(orders.rows[0]?.net_total ?? 0) },
    month: {
      fromDate: firstOfMonth,
      toDate: today,
      classroom: {
        netTurnover: potential.totals.netTurnover,
        previousYear: potential.previousYear.netTurnover,
        potential80: potential.totals.potential1,
        budget: potential.budget,
      },
      elearning: {
        netTurnover: elearning.current.netTurnover,
        previousYear: elearning.previousYear.netTurnover,
        licensesSold: elearning.current.numLicensesSold,
      },
    },
    week: {
      ...week,
      instances: live.length,
      cancelled: instances.length - live.length,
      attending: live.reduce((sum, instance) => sum + instance.numAttending, 0),
      openSpots: live.reduce((sum, instance) => sum + (reportRow(instance, 0).openCourseSpots ?? 0), 0),
      internalControl: {
        confirmed: live.filter((instance) => controls.has(instance.id)).length,
        withOpenChecks: live.filter((instance) => (controls.get(instance.id)?.length ?? 0) > 0).length,
        due: live.filter((instance) => !controls.has(instance.id) && (instance.endDate ?? instance.startDate) < today).length,
      },
    },
  };
}
