import {
  classroomSearchEndpoints,
  type ClassroomReportRow,
  type CourseTurnover,
  type CourseTurnoverPotential,
  type PurchaseReport,
} from '@atrium/reports-contract';
import {
  Chart,
  DataGrid,
  ErrorPanel,
  formatDate,
  formatMoney,
  hrefTo,
  Pagination,
  Spinner,
  useAuth,
  useLocationSearch,
  useT,
  type ChartProps,
  type ColDef,
} from '@atrium/shared-ui';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { BudgetMessage } from '../budget/BudgetMessage';
import { searchBody, searchQuery } from './search-defaults';
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

/**
 * Where the page lies in the whole result and the links to the others: the server sends a page of the list and the
 * count of all its rows (decision 0235); the files hold every row.
 */
function PageLinks({
  page,
  pageSize,
  count,
  onChange,
}: {
  page: number;
  pageSize: number;
  count: number;
  onChange: (page: number) => void;
}) {
  const t = useT();
  if (count <= pageSize) return null;
  const from = Math.min(count, (page - 1) * pageSize + 1);
  return (
    <>
      <p role="note">{t('classroomSearch.shown', { from, to: Math.min(count, page * pageSize), count })}</p>
      <Pagination page={page} totalPages={Math.ceil(count / pageSize)} onChange={onChange} />
    </>
  );
}

function useMoney(currency: string) {
  const locale = useAuth((state) => state.locale);
  return useCallback((minor: number) => formatMoney(minor, currency, locale), [currency, locale]);
}

/** COURSE_LIST: per year and ISO week, each course with its days (date, times, room, instructors). */
export function CourseListResult() {
  const t = useT();
  const [page, setPage] = useState(1);
  const loaded = useSearch(classroomSearchEndpoints.COURSE_LIST, page);
  return (
    <Loaded loaded={loaded}>
      {(data) =>
        data.instanceCount === 0 ? (
          <p role="status">{t('classroomSearch.noResult')}</p>
        ) : (
          <>
            <PageLinks page={data.page} pageSize={data.pageSize} count={data.instanceCount} onChange={setPage} />
            {data.weeks.map((week) => (
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
            ))}
          </>
        )
      }
    </Loaded>
  );
}

/**
 * A plan cell's instances beyond the ones it lists (decision 0259): a link to the course list of that course and month,
 * with the plan's own filters, in a new result window.
 */
function MoreInstances({ courseId, month, more }: { courseId: number; month: number; more: number }) {
  const t = useT();
  const plan = searchBody(useLocationSearch());
  const year = Number(plan.year);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  const query = searchQuery({
    fromDate: `${year}-${pad(month)}-01`,
    toDate: `${year}-${pad(month)}-${pad(last)}`,
    courseId: String(courseId),
    onlyInternalCourses: plan.onlyInternalCourses === 'true',
    onlyOpenCourses: plan.onlyOpenCourses === 'true',
  });
  return (
    <>
      {' '}
      <a href={`${hrefTo('classroom-search.results', { type: 'COURSE_LIST' })}?${query}`} target="_blank" rel="noreferrer">
        {t('classroomSearch.planMore', { count: more })}
      </a>
    </>
  );
}

/** COURSE_PLAN: a course per row, a month per column, each instance as day and place. */
export function CoursePlanResult() {
  const t = useT();
  const [page, setPage] = useState(1);
  const loaded = useSearch(classroomSearchEndpoints.COURSE_PLAN, page);
  return (
    <Loaded loaded={loaded}>
      {(data) => (
        <>
          <PageLinks page={data.page} pageSize={data.pageSize} count={data.courseCount} onChange={setPage} />
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
                    <td key={month.month}>
                      {month.instances.map((i) => `${i.day}${i.place ? ` ${i.place}` : ''}`).join(', ')}
                      {month.instanceCount > month.instances.length && (
                        <MoreInstances courseId={item.courseId} month={month.month} more={month.instanceCount - month.instances.length} />
                      )}
                    </td>
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

const MONEY_COLUMNS = ['netTurnover', 'potential60', 'potential1', 'potential2', 'potentialDiff'] as const;

/** The §3 report rows of the page, in ag-grid; the page links below it ask the server for the next page. */
function ReportRows({
  data,
  loading,
  onPage,
}: {
  data: { currency: string; page: number; pageSize: number; rowCount: number; rows: ClassroomReportRow[] };
  loading: boolean;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const money = useMoney(data.currency);
  const columns = useMemo<ColDef<ClassroomReportRow>[]>(
    () => [
      {
        headerName: t('classroomSearch.column.course'),
        colId: 'course',
        flex: 2,
        minWidth: 200,
        valueGetter: ({ data: row }) => (row ? `${row.title}${row.internalCourse ? ` (${t('classroomSearch.internal')})` : ''}` : ''),
      },
      {
        headerName: t('classroomSearch.column.startDate'),
        colId: 'startDate',
        width: 120,
        valueGetter: ({ data: row }) => formatDate(row!.startDate),
      },
      {
        headerName: t('classroomSearch.column.numAttending'),
        colId: 'numAttending',
        width: 110,
        valueGetter: ({ data: row }) => `${row!.numAttending}/${row!.maxParticipants ?? '–'}`,
      },
      {
        headerName: t('classroomSearch.column.openCourseSpots'),
        colId: 'openCourseSpots',
        width: 110,
        type: 'rightAligned',
        valueGetter: ({ data: row }) => row!.openCourseSpots ?? '–',
      },
      ...MONEY_COLUMNS.map((key): ColDef<ClassroomReportRow> => ({
        headerName: t(`classroomSearch.column.${key}`),
        colId: key,
        width: 140,
        type: 'rightAligned',
        valueGetter: ({ data: row }) => money(row![key]),
      })),
    ],
    [t, money],
  );
  return (
    <>
      <DataGrid
        ariaLabel={t('classroomSearch.courses')}
        rows={data.rows}
        columns={columns}
        loading={loading}
        getRowId={(row) => String(row.instanceId)}
      />
      <PageLinks page={data.page} pageSize={data.pageSize} count={data.rowCount} onChange={onPage} />
    </>
  );
}

/** COURSE_TURNOVER: net turnover per week and in total beside the same weeks a year earlier, then the courses. */
export function TurnoverResult() {
  const [page, setPage] = useState(1);
  const loaded = useSearch(classroomSearchEndpoints.COURSE_TURNOVER, page);
  return <Loaded loaded={loaded}>{(data) => <TurnoverTables data={data} loading={loaded.loading} onPage={setPage} />}</Loaded>;
}

function TurnoverTables({ data, loading, onPage }: { data: CourseTurnover; loading: boolean; onPage: (page: number) => void }) {
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
      <ReportRows data={data} loading={loading} onPage={onPage} />
    </>
  );
}

/** COURSE_TURNOVER_POTENTIAL: the month's courses with their potentials, totals beside the same month a year earlier. */
export function PotentialResult() {
  const [page, setPage] = useState(1);
  const loaded = useSearch(classroomSearchEndpoints.COURSE_TURNOVER_POTENTIAL, page);
  return (
    <Loaded loaded={loaded}>
      {(data) => (
        <>
          <ReportRows data={data} loading={loaded.loading} onPage={setPage} />
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

/** PURCHASE_REPORT: the purchases by date, a page at a time, the months with a sum above 0 and the grand total. */
export function PurchaseResult() {
  const [page, setPage] = useState(1);
  const loaded = useSearch(classroomSearchEndpoints.PURCHASE_REPORT, page);
  return <Loaded loaded={loaded}>{(data) => <PurchaseTables data={data} loading={loaded.loading} onPage={setPage} />}</Loaded>;
}

type PurchaseItem = PurchaseReport['items'][number];

function PurchaseTables({ data, loading, onPage }: { data: PurchaseReport; loading: boolean; onPage: (page: number) => void }) {
  const t = useT();
  const money = useMoney(data.currency);
  const columns = useMemo<ColDef<PurchaseItem>[]>(
    () => [
      {
        headerName: t('classroomSearch.column.placed'),
        colId: 'placed',
        width: 120,
        valueGetter: ({ data: item }) => formatDate(item!.placed),
      },
      { headerName: t('classroomSearch.column.order'), field: 'orderId', width: 100, type: 'rightAligned' },
      { headerName: t('classroomSearch.column.customer'), field: 'customer', flex: 1, minWidth: 180 },
      { headerName: t('classroomSearch.column.course'), field: 'title', flex: 1, minWidth: 180 },
      {
        headerName: t('classroomSearch.column.startDate'),
        colId: 'startDate',
        width: 120,
        valueGetter: ({ data: item }) => (item?.startDate ? formatDate(item.startDate) : ''),
      },
      { headerName: t('classroomSearch.column.quantity'), field: 'quantity', width: 100, type: 'rightAligned' },
      {
        headerName: t('classroomSearch.column.netPrice'),
        colId: 'netPrice',
        width: 140,
        type: 'rightAligned',
        valueGetter: ({ data: item }) => money(item!.netPrice),
      },
    ],
    [t, money],
  );
  return (
    <>
      <DataGrid
        ariaLabel={t('classroomSearch.purchases')}
        rows={data.items}
        columns={columns}
        loading={loading}
        getRowId={(item) => String(item.purchaseId)}
      />
      <PageLinks page={data.page} pageSize={data.pageSize} count={data.lineCount} onChange={onPage} />
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
