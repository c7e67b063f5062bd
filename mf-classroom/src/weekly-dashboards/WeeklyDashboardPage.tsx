import { useMemo, useState } from 'react';
import { COURSE_ADMINS } from '@atrium/core-contract';
import {
  clampWeek,
  DASHBOARD_TASKS,
  dashboardYears,
  defaultDashboardWeek,
  isoWeeksInYear,
  shiftWeek,
  weeklyDashboardEndpoints,
  type DashboardItem,
  type DashboardKind,
} from '@atrium/classroom-contract';
import {
  Button,
  DataGrid,
  DeadEndPage,
  ErrorPanel,
  formatDate,
  formatDateRange,
  hrefTo,
  Link,
  Page,
  Pagination,
  ProgressBar,
  Select,
  Spinner,
  TextField,
  useAuth,
  useEndpoint,
  useT,
  type ColDef,
} from '@atrium/shared-ui';
import '../classroom-management/messages';
import './messages';

const PAGE_SIZE = 100;

/** /classroom-prestart-list and /classroom-poststart-list: a week's courses and their tasks (document 002 §2). */
export default function WeeklyDashboardPage({ kind }: { kind: DashboardKind }) {
  const t = useT();
  const allowed = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  const [when, setWhen] = useState(() => defaultDashboardWeek(kind));
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const endpoint = kind === 'pre' ? weeklyDashboardEndpoints.pre : weeklyDashboardEndpoints.post;
  const dashboard = useEndpoint(endpoint, allowed ? { query: { year: when.year, week: when.week, q, page, pageSize: PAGE_SIZE } } : null);
  const choose = (next: { year: number; week: number }) => {
    setPage(1);
    setWhen(next);
  };

  const columns = useMemo<ColDef<DashboardItem>[]>(
    () => [
      {
        headerName: t('dashboard.course'),
        flex: 1,
        minWidth: 220,
        cellRenderer: ({ data }: { data: DashboardItem | undefined }) =>
          data ? (
            <Link href={hrefTo('classroom-management', { instanceId: data.courseClassroomId })}>
              {data.courseTitle} (#{data.courseClassroomId})
            </Link>
          ) : null,
      },
      {
        headerName: t('dashboard.startDate'),
        field: 'startDate',
        width: 120,
        valueFormatter: ({ value }) => (value ? formatDate(value as string) : ''),
      },
      {
        headerName: t('dashboard.tasks'),
        colId: 'tasks',
        width: 120,
        valueGetter: ({ data }) => (data ? t('dashboard.tasksDone', { done: data.numTasksDone, total: data.totalTasks }) : ''),
      },
      ...DASHBOARD_TASKS[kind].map((key): ColDef<DashboardItem> => ({
        headerName: t(`classroom-management.workItem.${key}`),
        colId: key,
        width: 150,
        wrapHeaderText: true,
        autoHeaderHeight: true,
        valueGetter: ({ data }) => {
          const done = data?.tasks[key];
          return done === undefined
            ? ''
            : t(done === true ? 'dashboard.task.done' : done === false ? 'dashboard.task.notRequired' : 'dashboard.task.open');
        },
      })),
      {
        headerName: t('dashboard.state'),
        colId: 'state',
        width: 180,
        valueGetter: ({ data }) =>
          data
            ? [
                t(data.done ? 'dashboard.done' : 'dashboard.notDone'),
                data.cancelled ? t('dashboard.cancelled') : '',
                data.fresh ? t('dashboard.fresh') : '',
                data.groupCourse ? t('dashboard.groupCourse') : '',
              ]
                .filter(Boolean)
                .join(', ')
            : '',
      },
      // Decision 0225/0238: whether staff confirmed the course's internal control, with the checks left open.
      {
        headerName: t('dashboard.ic.column'),
        colId: 'internalControl',
        width: 240,
        valueGetter: ({ data }) => {
          const control = data?.internalControl;
          if (!control) return '';
          if (control.checkedAt === null) return control.due ? t('dashboard.ic.due') : t('dashboard.ic.notYet');
          const confirmed = t('dashboard.ic.confirmedOn', { date: formatDate(control.checkedAt.slice(0, 10)) });
          return control.openChecks.length === 0
            ? confirmed
            : `${confirmed}; ${t('dashboard.ic.openChecks', { checks: control.openChecks.map((key) => t(`internal-control.check.${key}`)).join(', ') })}`;
        },
      },
      { headerName: t('dashboard.datesAndTimes'), field: 'datesAndTimes', width: 220 },
      { headerName: t('dashboard.internalInfo'), field: 'internalInfo', flex: 1, minWidth: 160 },
    ],
    [t, kind],
  );

  if (!allowed) return <DeadEndPage kind="noaccess" />;
  const data = dashboard.data;
  return (
    <Page title={t(`dashboard.title.${kind}`)}>
      <div className="atr-toolbar">
        <Button onClick={() => choose(shiftWeek(when.year, when.week, -1))}>{t('dashboard.previous')}</Button>
        <Select
          label={t('dashboard.year')}
          value={String(when.year)}
          options={dashboardYears().map((year) => ({ value: String(year), label: String(year) }))}
          onChange={(event) => {
            const year = Number(event.target.value);
            choose({ year, week: clampWeek(year, when.week) });
          }}
        />
        <Select
          label={t('dashboard.week')}
          value={String(when.week)}
          options={Array.from({ length: isoWeeksInYear(when.year) }, (_, index) => ({
            value: String(index + 1),
            label: String(index + 1),
          }))}
          onChange={(event) => choose({ year: when.year, week: Number(event.target.value) })}
        />
        <Button onClick={() => choose(shiftWeek(when.year, when.week, 1))}>{t('dashboard.next')}</Button>
        <TextField
          label={t('dashboard.filter')}
          value={q}
          onChange={(event) => {
            setPage(1);
            setQ(event.target.value);
          }}
        />
      </div>
      {dashboard.error && <ErrorPanel error={dashboard.error} onRetry={dashboard.reload} />}
      {!data && !dashboard.error && <Spinner />}
      {data && (
        <>
          <p data-testid="dashboard-week">{t('dashboard.weekSpan', { week: data.week, dates: formatDateRange(data.from, data.to) })}</p>
          {data.progress === null ? <p>{t('dashboard.noTasks')}</p> : <ProgressBar value={data.progress} labelKey="dashboard.progress" />}
          <p data-testid="dashboard-internal-control">{t('dashboard.ic.summary', data.internalControl)}</p>
          <DataGrid
            ariaLabel={t(`dashboard.grid.${kind}`)}
            rows={data.items}
            columns={columns}
            getRowId={(row) => String(row.courseClassroomId)}
          />
          {data.total > PAGE_SIZE && <Pagination page={page} totalPages={Math.ceil(data.total / PAGE_SIZE)} onChange={setPage} />}
        </>
      )}
    </Page>
  );
}
