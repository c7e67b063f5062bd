import {
  classroomSearchEndpoints,
  type ClassroomReportRow,
  type CourseTurnover,
  type CourseTurnoverPotential,
  type PurchaseReport,
} from '@atrium/reports-contract';
import { Chart, ErrorPanel, formatDate, formatMoney, Spinner, useAuth, useT, type ChartProps } from '@atrium/shared-ui';
import type { ReactNode } from 'react';
import { BudgetMessage } from '../budget/BudgetMessage';
import { useSearch } from './use-search';

function Loaded<T>({
  loaded,
  children,
}: {
  loaded: { data?: T | undefined; error: unknown; reload: () => void };
  children: (data: T) => ReactNode;
}) {
  if (loaded.error) return <ErrorPanel error={loaded.error} onRetry={loaded.reload} />;
  if (loaded.data === undefined) return <Spinner />;
  return <>{children(loaded.data)}</>;
}

function useMoney(currency: string) {
  const locale = useAuth((state) => state.locale);
  return (minor: number) => formatMoney(minor, currency, locale);
}

/** COURSE_LIST: per year and ISO week, each course with its days (date, times, room, instructors). */
export function CourseListResult() {
  const t = useT();
  const loaded = useSearch(classroomSearchEndpoints.COURSE_LIST);
  return (
    <Loaded loaded={loaded}>
      {(data) =>
        data.weeks.length === 0 ? (
          <p role="status">{t('classroomSearch.noResult')}</p>
        ) : (
          data.weeks.map((week) => (
            <section key={`${week.year}-${week.week}`} aria-label={t('classroomSearch.week', { year: week.year, week: week.week })}>
              <h2>{t('classroomSearch.week', { year: week.year, week: week.week })}</h2>
              {week.courses.map((course) => (
                <article key={course.instanceId} className="atr-card">
                  <h3>
                    {course.cancelled ? <s>{course.title}</s> : course.title} ({formatDate(course.startDate)})
                  </h3>
                  <p>
                    {course.place ?? t('classroomSearch.noPlace')} ·{' '}
                    {t('classroomSearch.seats', { attending: course.numAttending, max: course.maxParticipants ?? '–' })}
                    {course.internalCourse && ` · ${t('classroomSearch.internal')}`}
                  </p>
                  <ul>
                    {course.happenings.map((day) => (
                      <li key={`${day.date}-${day.fromTime}`}>
                        {formatDate(day.date)} {day.fromTime}–{day.toTime}
                        {day.room && `, ${day.room}`}
                        {day.instructors.length > 0 && `, ${day.instructors.join(', ')}`}
                      </li>
                    ))}
                  </ul>
                  {course.invoiceNumbers && (
                    <p>
                      {t('classroomSearch.invoiceNumbers')}: {course.invoiceNumbers.join(', ') || '–'}
                    </p>
                  )}
                  {course.internalInfo !== undefined && course.internalInfo !== null && (
                    <p>
                      {t('classroomSearch.internalInfo')}: {course.internalInfo}
                    </p>
                  )}
                </article>
              ))}
            </section>
          ))
        )
      }
    </Loaded>
  );
}

/** COURSE_PLAN: a course per row, a month per column, each instance as day and place. */
export function CoursePlanResult() {
  const t = useT();
  const loaded = useSearch(classroomSearchEndpoints.COURSE_PLAN);
  return (
    <Loaded loaded={loaded}>
      {(data) => (
        <>
          <table className="atr-table" aria-label={t('classroomSearch.type.COURSE_PLAN')}>
            <thead>
              <tr>
                <th scope="col">{t('classroomSearch.course')}</th>
                {data.months.map((month) => (
                  <th scope="col" key={month}>
                    {t(`classroomSearch.month.${month}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.courseId}>
                  <th scope="row">{item.title}</th>
                  {item.months.map((month) => (
                    <td key={month.month}>{month.instances.map((i) => `${i.day}${i.place ? ` ${i.place}` : ''}`).join(', ')}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <dl aria-label={t('classroomSearch.places')}>
            {data.places.map((place) => (
              <div key={place.id}>
                <dt>{place.abbreviation}</dt>
                <dd>{place.name}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Loaded>
  );
}

function ReportRows({ rows, currency }: { rows: ClassroomReportRow[]; currency: string }) {
  const t = useT();
  const money = useMoney(currency);
  return (
    <table className="atr-table" aria-label={t('classroomSearch.courses')}>
      <thead>
        <tr>
          {[
            'course',
            'startDate',
            'numAttending',
            'openCourseSpots',
            'netTurnover',
            'potential60',
            'potential1',
            'potential2',
            'potentialDiff',
          ].map((key) => (
            <th scope="col" key={key}>
              {t(`classroomSearch.column.${key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.instanceId}>
            <td>
              {row.title}
              {row.internalCourse && ` (${t('classroomSearch.internal')})`}
            </td>
            <td>{formatDate(row.startDate)}</td>
            <td>
              {row.numAttending}/{row.maxParticipants ?? '–'}
            </td>
            <td>{row.openCourseSpots ?? '–'}</td>
            <td>{money(row.netTurnover)}</td>
            <td>{money(row.potential60)}</td>
            <td>{money(row.potential1)}</td>
            <td>{money(row.potential2)}</td>
            <td>{money(row.potentialDiff)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** COURSE_TURNOVER: net turnover per week and in total beside the same weeks a year earlier, then the courses. */
export function TurnoverResult() {
  const loaded = useSearch(classroomSearchEndpoints.COURSE_TURNOVER);
  return <Loaded loaded={loaded}>{(data) => <TurnoverTables data={data} />}</Loaded>;
}

function TurnoverTables({ data }: { data: CourseTurnover }) {
  const t = useT();
  const money = useMoney(data.currency);
  // Highcharts draws the weeks of both years side by side; amounts in currency units.
  const options: ChartProps['options'] = {
    chart: { type: 'column' },
    title: { text: t('classroomSearch.weeks') },
    xAxis: { categories: data.weeks.map((week) => t('classroomSearch.column.weekNumber', { week: week.week })) },
    yAxis: { title: { text: data.currency } },
    series: [
      { type: 'column', name: t('classroomSearch.column.netTurnover'), data: data.weeks.map((week) => week.netTurnover / 100) },
      { type: 'column', name: t('classroomSearch.column.previousYear'), data: data.weeks.map((week) => week.previousYear / 100) },
    ],
  };
  return (
    <>
      {/* Highcharts names its screen reader section one level below the heading before the chart. */}
      <h2>{t('classroomSearch.weeks')}</h2>
      <Chart options={options} width={900} height={320} ariaLabel={t('classroomSearch.weeks')} />
      <table className="atr-table" aria-label={t('classroomSearch.weeks')}>
        <thead>
          <tr>
            <th scope="col">{t('classroomSearch.column.week')}</th>
            <th scope="col">{t('classroomSearch.column.netTurnover')}</th>
            <th scope="col">{t('classroomSearch.column.previousYear')}</th>
          </tr>
        </thead>
        <tbody>
          {data.weeks.map((week) => (
            <tr key={`${week.year}-${week.week}`}>
              <th scope="row">{t('classroomSearch.week', { year: week.year, week: week.week })}</th>
              <td>{money(week.netTurnover)}</td>
              <td>{money(week.previousYear)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('classroomSearch.total')}</th>
            <td data-testid="turnover-total">{money(data.total)}</td>
            <td>{money(data.previousYearTotal)}</td>
          </tr>
        </tbody>
      </table>
      <ReportRows rows={data.rows} currency={data.currency} />
    </>
  );
}

/** COURSE_TURNOVER_POTENTIAL: the month's courses with their potentials, totals beside the same month a year earlier. */
export function PotentialResult() {
  const loaded = useSearch(classroomSearchEndpoints.COURSE_TURNOVER_POTENTIAL);
  return (
    <Loaded loaded={loaded}>
      {(data) => (
        <>
          <ReportRows rows={data.rows} currency={data.currency} />
          <PotentialTotals data={data} />
          {data.budget && (
            <p role="status" data-testid="potential-budget-message">
              <BudgetMessage
                comparison={data.budget}
                turnover={data.totals.netTurnover}
                potential={data.totals.potential1}
                currency={data.currency}
              />
            </p>
          )}
        </>
      )}
    </Loaded>
  );
}

function PotentialTotals({ data }: { data: CourseTurnoverPotential }) {
  const t = useT();
  const money = useMoney(data.currency);
  const keys = ['netTurnover', 'potential60', 'potential1', 'potential2', 'potentialDiff'] as const;
  return (
    <table className="atr-table" aria-label={t('classroomSearch.totals')}>
      <thead>
        <tr>
          <th scope="col">{t('classroomSearch.column.month')}</th>
          {keys.map((key) => (
            <th scope="col" key={key}>
              {t(`classroomSearch.column.${key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[{ month: data.month, ...data.totals }, { ...data.previousYear }].map((totals) => (
          <tr key={totals.month}>
            <th scope="row">{totals.month}</th>
            {keys.map((key) => (
              <td key={key}>{money(totals[key])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** PURCHASE_REPORT: the purchases by date, the months with a sum above 0 and the grand total. */
export function PurchaseResult() {
  const loaded = useSearch(classroomSearchEndpoints.PURCHASE_REPORT);
  return <Loaded loaded={loaded}>{(data) => <PurchaseTables data={data} />}</Loaded>;
}

function PurchaseTables({ data }: { data: PurchaseReport }) {
  const t = useT();
  const money = useMoney(data.currency);
  return (
    <>
      {data.lineCount > data.items.length && (
        <p role="note">{t('classroomSearch.purchases.more', { shown: data.items.length, count: data.lineCount })}</p>
      )}
      <table className="atr-table" aria-label={t('classroomSearch.purchases')}>
        <thead>
          <tr>
            {['placed', 'order', 'customer', 'course', 'startDate', 'quantity', 'netPrice'].map((key) => (
              <th scope="col" key={key}>
                {t(`classroomSearch.column.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.items.map((item) => (
            <tr key={item.purchaseId}>
              <td>{formatDate(item.placed)}</td>
              <td>{item.orderId}</td>
              <td>{item.customer}</td>
              <td>{item.title}</td>
              <td>{item.startDate ? formatDate(item.startDate) : ''}</td>
              <td>{item.quantity}</td>
              <td>{money(item.netPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl aria-label={t('classroomSearch.totals')}>
        {data.months.map((month) => (
          <div key={month.month}>
            <dt>{month.month}</dt>
            <dd>{money(month.netTotal)}</dd>
          </div>
        ))}
        <div>
          <dt>{t('classroomSearch.total')}</dt>
          <dd data-testid="purchase-total">{money(data.total)}</dd>
        </div>
      </dl>
    </>
  );
}
