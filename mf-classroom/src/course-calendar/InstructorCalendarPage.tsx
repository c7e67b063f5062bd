import { useEffect, useMemo, useState } from 'react';
import {
  CALENDAR_LOADER_DELAY_MS,
  CALENDAR_POST_ITEMS,
  CALENDAR_PRE_ITEMS,
  courseCalendarEndpoints,
  type CalendarItem,
} from '@atrium/classroom-contract';
import { COURSE_RUNNERS } from '@atrium/core-contract';
import {
  Button,
  DataGrid,
  DateField,
  DeadEndPage,
  ErrorPanel,
  formatDateRange,
  Link,
  Page,
  Spinner,
  useAuth,
  useEndpoint,
  useT,
  type ColDef,
} from '@atrium/shared-ui';
import { defaultWindow, isoWeek, windowError } from './calendar-window';
import { requirementState } from './requirement-state';
import './messages';

/** /instructors/course-calendar/{id?}: an instructor's course dates by week with their work items (document 002 §2, 003). */
export default function InstructorCalendarPage({ instructorId }: { instructorId: number | null }) {
  const t = useT();
  const allowed = useAuth((state) => state.hasAnyRole([...COURSE_RUNNERS, 'eca_admin']));
  const [range, setRange] = useState(defaultWindow);
  const [from, setFrom] = useState<string | null>(range.dateStart);
  const [to, setTo] = useState<string | null>(range.dateEnd);
  const [slow, setSlow] = useState(false);
  const error = windowError(from, to);
  const query = { ...range, includeOldInstancesWithUndoneWorkItems: 'true' as const };
  const own = useEndpoint(courseCalendarEndpoints.own, allowed && instructorId === null ? { query } : null);
  const other = useEndpoint(
    courseCalendarEndpoints.ofInstructor,
    allowed && instructorId !== null ? { params: { instructorId }, query } : null,
  );
  const list = instructorId === null ? own : other;

  // Document 003 §9: the loader shows only after 500 ms.
  useEffect(() => {
    setSlow(false);
    if (!list.loading) return;
    const timer = window.setTimeout(() => setSlow(true), CALENDAR_LOADER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [list.loading]);

  const columns = useMemo<ColDef<CalendarItem>[]>(
    () => [
      {
        headerName: t('instructor-calendar.week'),
        width: 90,
        valueGetter: ({ data }) => (data?.datesAndTimes[0] ? isoWeek(data.datesAndTimes[0].date) : ''),
      },
      {
        headerName: t('instructor-calendar.dates'),
        width: 200,
        valueGetter: ({ data }) => {
          const days = data?.datesAndTimes ?? [];
          return days.length ? formatDateRange(days[0]!.date, days[days.length - 1]!.date) : '';
        },
      },
      {
        headerName: t('instructor-calendar.course'),
        flex: 1,
        minWidth: 200,
        cellRenderer: ({ data }: { data: CalendarItem | undefined }) =>
          data ? <Link href={`/instructors/classroom-management/${data.instanceId}`}>{data.title}</Link> : null,
      },
      {
        headerName: t('instructor-calendar.instructors'),
        width: 200,
        valueGetter: ({ data }) => data?.instructors.map((i) => i.name).join(', '),
      },
      // Document 002 §4: each task with its requirement state, pre-course then post-course.
      ...CALENDAR_PRE_ITEMS.map((key): ColDef<CalendarItem> => ({
        headerName: t(`instructor-calendar.item.${key}`),
        colId: key,
        width: 190,
        valueGetter: ({ data }) => (data ? t(`instructor-calendar.state.${requirementState(key, data.courseWorkItems.pre[key])}`) : ''),
      })),
      ...CALENDAR_POST_ITEMS.map((key): ColDef<CalendarItem> => ({
        headerName: t(`instructor-calendar.item.${key}`),
        colId: key,
        width: 190,
        valueGetter: ({ data }) => (data ? t(`instructor-calendar.state.${requirementState(key, data.courseWorkItems.post[key])}`) : ''),
      })),
      {
        headerName: t('instructor-calendar.allTasksComplete'),
        colId: 'allTasksComplete',
        width: 150,
        valueGetter: ({ data }) =>
          data ? t(data.allTasksComplete ? 'instructor-calendar.allDone' : 'instructor-calendar.notAllDone') : '',
      },
    ],
    [t],
  );

  if (!allowed) return <DeadEndPage kind="noaccess" />;
  const apply = () => {
    if (!error && from && to) setRange({ dateStart: from, dateEnd: to });
  };

  return (
    <Page title={t('instructor-calendar.title')}>
      <div className="atr-toolbar">
        <DateField label={t('instructor-calendar.from')} value={from} onChange={setFrom} />
        <DateField label={t('instructor-calendar.to')} value={to} onChange={setTo} error={error} />
        <Button onClick={apply} disabled={Boolean(error)}>
          {t('instructor-calendar.show')}
        </Button>
      </div>
      <p data-testid="date-span">{t('instructor-calendar.span', { span: formatDateRange(range.dateStart, range.dateEnd) })}</p>
      {list.error ? (
        <ErrorPanel error={list.error} onRetry={list.reload} />
      ) : list.loading && slow ? (
        <Spinner />
      ) : (
        <DataGrid
          ariaLabel={t('instructor-calendar.grid')}
          rows={list.data ?? []}
          columns={columns}
          getRowId={(row) => String(row.instanceId)}
        />
      )}
    </Page>
  );
}
