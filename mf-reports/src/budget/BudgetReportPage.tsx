import { COURSE_ADMINS } from '@atrium/core-contract';
import { BUDGET_SITES, budgetEndpoints, type BudgetReport, type BudgetSite } from '@atrium/reports-contract';
import {
  callEndpoint,
  Chart,
  DeadEndPage,
  ErrorPanel,
  formatMoney,
  Page,
  Select,
  Spinner,
  useAuth,
  useLoad,
  useT,
  type ChartProps,
} from '@atrium/shared-ui';
import { useState } from 'react';
import { BudgetMessage } from './BudgetMessage';
import { defaultBudgetSite } from './budget-site';
import '../classroom-search/messages';
import './messages';

/**
 * Turnover against budget (issue 19, decision 0211): a site's year month by month, budget split into open and internal
 * courses, this year's classroom turnover against last year's and the 80 % potential, as a chart and a table, with
 * message 1, 2 or 3 for each month and the year.
 */
export default function BudgetReportPage() {
  const t = useT();
  const mayUse = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  const site = useAuth((state) => state.learningSite ?? undefined);
  const [chosen, setChosen] = useState<BudgetSite>(defaultBudgetSite(site));
  const [year, setYear] = useState(new Date().getFullYear());
  const loaded = useLoad(mayUse ? `budget-report/${chosen}/${year}` : null, (signal) =>
    callEndpoint(budgetEndpoints.report, { params: { site: chosen, year } }, { signal }),
  );
  if (!mayUse) return <DeadEndPage kind="noaccess" />;
  const thisYear = new Date().getFullYear();
  return (
    <Page title={t('budget.report.title')}>
      <div className="atr-form-row">
        <Select
          label={t('budget.site')}
          value={chosen}
          onChange={(event) => setChosen(event.target.value as BudgetSite)}
          options={BUDGET_SITES.map((value) => ({ value, label: t(`budget.site.${value}`) }))}
        />
        <Select
          label={t('budget.year')}
          value={String(year)}
          onChange={(event) => setYear(Number(event.target.value))}
          options={[-5, -4, -3, -2, -1, 0, 1].map((n) => ({ value: String(thisYear + n), label: String(thisYear + n) }))}
        />
      </div>
      {loaded.error ? (
        <ErrorPanel error={loaded.error} onRetry={loaded.reload} />
      ) : loaded.data === undefined ? (
        <Spinner />
      ) : (
        <BudgetReportView report={loaded.data} />
      )}
    </Page>
  );
}

function BudgetReportView({ report }: { report: BudgetReport }) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const money = (minor: number) => formatMoney(minor, report.currency, locale);
  const monthName = (month: number) => t(`classroomSearch.month.${month}`);
  const units = (pick: (month: BudgetReport['months'][number]) => number) => report.months.map((month) => pick(month) / 100);
  // Highcharts: the budget stacked as open and internal, this year's and last year's turnover beside it, the 80 % line.
  const options: ChartProps['options'] = {
    title: { text: t('budget.report.chart') },
    xAxis: { categories: report.months.map((month) => monthName(month.month)) },
    yAxis: { title: { text: report.currency } },
    plotOptions: { column: { grouping: true } },
    // Without a heading: Highcharts' default one (an h6) breaks the page's heading order.
    accessibility: {
      screenReaderSection: {
        beforeChartFormat: '<p>{typeDescription}</p><div>{chartLongdesc}</div><div>{xAxisDescription}</div><div>{yAxisDescription}</div>',
      },
    },
    series: [
      { type: 'column', stack: 'budget', name: t('budget.report.budgetOpen'), data: units((m) => m.budget.open) },
      { type: 'column', stack: 'budget', name: t('budget.report.budgetInternal'), data: units((m) => m.budget.internal) },
      { type: 'column', stack: 'turnover', name: t('budget.report.turnoverOpen'), data: units((m) => m.turnover.open) },
      { type: 'column', stack: 'turnover', name: t('budget.report.turnoverInternal'), data: units((m) => m.turnover.internal) },
      { type: 'column', stack: 'previous', name: t('budget.report.previousYear'), data: units((m) => m.previousYear.total) },
      { type: 'line', name: t('budget.report.potential80'), data: units((m) => m.potential80.total) },
    ],
  };
  const rows = [
    ...report.months.map((month) => ({ ...month, label: monthName(month.month) })),
    { ...report.total, month: 0, label: t('budget.total') },
  ];
  return (
    <>
      <p role="status" data-testid="budget-year-message">
        <BudgetMessage
          comparison={report.total.comparison}
          turnover={report.total.turnover.total}
          potential={report.total.potential80.total}
          currency={report.currency}
        />
      </p>
      <Chart options={options} width={960} height={360} ariaLabel={t('budget.report.chart')} />
      <table className="atr-table" aria-label={t('budget.report.table')}>
        <thead>
          <tr>
            {[
              'month',
              'budgetOpen',
              'budgetInternal',
              'budget',
              'turnoverOpen',
              'turnoverInternal',
              'turnover',
              'previousYear',
              'potential80',
              'message',
            ].map((key) => (
              <th scope="col" key={key}>
                {t(`budget.report.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.month}>
              <th scope="row">{row.label}</th>
              <td>{money(row.budget.open)}</td>
              <td>{money(row.budget.internal)}</td>
              <td>{money(row.budget.total)}</td>
              <td>{money(row.turnover.open)}</td>
              <td>{money(row.turnover.internal)}</td>
              <td>{money(row.turnover.total)}</td>
              <td>{money(row.previousYear.total)}</td>
              <td>{money(row.potential80.total)}</td>
              <td>
                <BudgetMessage
                  comparison={row.comparison}
                  turnover={row.turnover.total}
                  potential={row.potential80.total}
                  currency={report.currency}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
