import type { BudgetComparison, DashboardSummary } from '@atrium/reports-contract';
import { formatDate, formatMoney, hrefTo, useAuth, useT } from '@atrium/shared-ui';
import { BudgetMessage } from '../budget/BudgetMessage';
import { changePercent } from './change-percent';

function Figure({ label, value, detail, testId }: { label: string; value: string; detail?: string | undefined; testId?: string }) {
  return (
    <div className="atr-card" data-testid={testId}>
      <dt>{label}</dt>
      <dd>
        <strong>{value}</strong>
        {detail && <div>{detail}</div>}
      </dd>
    </div>
  );
}

/**
 * The at-a-glance figures (decision 0212): today's orders, the month so far beside a year earlier (classroom with the
 * budget message, e-learning) and this week's courses; `sections` chooses which a dashboard shows.
 */
export function DashboardView({ summary, sections }: { summary: DashboardSummary; sections: ('today' | 'month' | 'week')[] }) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const money = (minor: number) => formatMoney(minor, summary.currency, locale);
  const versus = (now: number, before: number) => {
    const change = changePercent(now, before);
    return t('dashboard.versusLastYear', { amount: money(before), change: change === null ? '–' : `${change > 0 ? '+' : ''}${change} %` });
  };
  const { month, week, today } = summary;
  const budget: BudgetComparison | null = month.classroom.budget;
  return (
    <>
      {sections.includes('today') && (
        <section aria-labelledby="dashboard-today">
          <h2 id="dashboard-today">{t('dashboard.today', { date: formatDate(today.date) })}</h2>
          <dl className="atr-form-row">
            <Figure label={t('dashboard.orders')} value={String(today.orders)} testId="dashboard-orders-today" />
            <Figure label={t('dashboard.ordered')} value={money(today.netTotal)} />
          </dl>
          <p>
            <a href={hrefTo('orderticker')}>{t('dashboard.openTicker')}</a>
          </p>
        </section>
      )}
      {sections.includes('month') && (
        <section aria-labelledby="dashboard-month">
          <h2 id="dashboard-month">{t('dashboard.month', { from: formatDate(month.fromDate), to: formatDate(month.toDate) })}</h2>
          <dl className="atr-form-row">
            <Figure
              label={t('dashboard.classroom')}
              value={money(month.classroom.netTurnover)}
              detail={versus(month.classroom.netTurnover, month.classroom.previousYear)}
              testId="dashboard-classroom"
            />
            <Figure label={t('dashboard.potential80')} value={money(month.classroom.potential80)} />
            <Figure
              label={t('dashboard.elearning')}
              value={money(month.elearning.netTurnover)}
              detail={`${t('dashboard.licenses', { count: month.elearning.licensesSold })} · ${versus(month.elearning.netTurnover, month.elearning.previousYear)}`}
              testId="dashboard-elearning"
            />
          </dl>
          {budget && (
            <p role="status">
              <BudgetMessage
                comparison={budget}
                turnover={month.classroom.netTurnover}
                potential={month.classroom.potential80}
                currency={summary.currency}
              />
            </p>
          )}
          <p>
            <a href={hrefTo('budget-report')}>{t('budget.report.link')}</a> ·{' '}
            <a href={hrefTo('elearning-search')}>{t('dashboard.openElearning')}</a>
          </p>
        </section>
      )}
      {sections.includes('week') && (
        <section aria-labelledby="dashboard-week">
          <h2 id="dashboard-week">{t('dashboard.week', { from: formatDate(week.fromDate), to: formatDate(week.toDate) })}</h2>
          <dl className="atr-form-row">
            <Figure label={t('dashboard.instances')} value={String(week.instances)} testId="dashboard-week-instances" />
            <Figure label={t('dashboard.attending')} value={String(week.attending)} />
            <Figure label={t('dashboard.openSpots')} value={String(week.openSpots)} />
            <Figure label={t('dashboard.cancelled')} value={String(week.cancelled)} />
          </dl>
          <h3>{t('dashboard.internalControl')}</h3>
          <dl className="atr-form-row" data-testid="dashboard-internal-control">
            <Figure label={t('dashboard.internalControl.confirmed')} value={String(week.internalControl.confirmed)} />
            <Figure label={t('dashboard.internalControl.withOpenChecks')} value={String(week.internalControl.withOpenChecks)} />
            <Figure label={t('dashboard.internalControl.due')} value={String(week.internalControl.due)} />
          </dl>
        </section>
      )}
    </>
  );
}
