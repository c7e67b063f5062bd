import { useEffect, useMemo, useState } from 'react';
import {
  CALENDAR_ALL_INSTRUCTORS_ROLES,
  CALENDAR_LOADER_DELAY_MS,
  CALENDAR_POST_ITEMS,
  CALENDAR_PRE_ITEMS,
  calendarDefaultWindow,
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
  hrefTo,
  Link,
  Page,
  Spinner,
  useAuth,
  useEndpoint,
  useT,
  type ColDef,
} from '@atrium/shared-ui';
import { isoWeek, windowError } from './calendar-window';
import { InstructorPicker } from './InstructorPicker';
import { requirementState } from './requirement-state';
import './messages';

/** /instructors/course-calendar/{id?}: an instructor's course dates by week with their work items (document 002 §2, 003). */
export default function InstructorCalendarPage({ instructorId: routeInstructor }: { instructorId: number | null }) {
  const t = useT();
  const allowed = useAuth((state) => state.hasAnyRole([...COURSE_RUNNERS, 'eca_admin']));
  // Document 003 §6: these choose any instructor; the others are single instructors with the 32-week default.
  const seesAll = useAuth((state) => state.hasAnyRole(CALENDAR_ALL_INSTRUCTORS_ROLES));
  const [instructorId, setInstructorId] = useState(routeInstructor);
  const defaults = useMemo(() => calendarDefaultWindow(!seesAll), [seesAll]);
  // null: the default window, which the server works out (decision 0245); a single instructor's is over 180 days.
  const [chosen, setChosen] = useState<{ dateStart: string; dateEnd: string } | null>(null);
  const range = chosen ?? defaults;
  const [from, setFrom] = useState<string | null>(range.dateStart);
  const [to, setTo] = useState<string | null>(range.dateEnd);
  const [slow, setSlow] = useState(false);
  const untouched = chosen === null && from === defaults.dateStart && to === defaults.dateEnd;
  const error = untouched ? undefined : windowError(from, to);
  const query = { ...(chosen ?? {}), includeOldInstancesWithUndoneWorkItems: 'true' as const };
  const own = useEndpoint(courseCalendarEndpoints.own, allowed && instructorId === null ? { query } : null);
  const other = useEndpoint(
    courseCalendarEndpoints.ofInstructor,
    allowed && instructorId !== null ? { params: { instructorId }, query } : null,
  );
  const list = instructorId === null ? own : other;
  const year = Number(range.dateStart.slice(0, 4));
  const ownCount = useEndpoint(courseCalendarEndpoints.courseDateCount, allowed && instructorId === null ? { query: { year } } : null);
  const otherCount = useEndpoint(
    courseCalendarEndpoints.courseDateCountOf,
    allowed && instructorId !== null ? { params: { instructorId }, query: { year } } : null,
  );
  const myId = useAuth((state) => state.me?.user.id);
  const counted = (instructorId === null ? ownCount : otherCount).data?.find((row) => row.instructorId === (instructorId ?? myId));

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
        // Decision 0244: a course the instructor left is no longer theirs to open.
        cellRenderer: ({ data }: { data: CalendarItem | undefined }) =>
          !data ? null : data.meCancelled ? (
            <span>
              {data.title} ({t('instructor-calendar.meCancelled')})
            </span>
          ) : (
            <Link href={hrefTo('instructors.classroom-management', { instanceId: data.instanceId })}>{data.title}</Link>
          ),
      },
      {
        headerName: t('instructor-calendar.instructors'),
        width: 200,
        valueGetter: ({ data }) =>
          data?.instructors.map((i) => (i.meCancelled ? `${i.name} (${t('instructor-calendar.cancelled')})` : i.name)).join(', '),
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
    if (untouched) setChosen(null);
    else if (!error && from && to) setChosen({ dateStart: from, dateEnd: to });
  };

  return (
    <Page title={t('instructor-calendar.title')}>
      <div className="atr-toolbar">
        {seesAll && <InstructorPicker year={year} value={instructorId} onChange={setInstructorId} />}
        <DateField label={t('instructor-calendar.from')} value={from} onChange={setFrom} />
        <DateField label={t('instructor-calendar.to')} value={to} onChange={setTo} error={error} />
        <Button onClick={apply} disabled={Boolean(error)}>
          {t('instructor-calendar.show')}
        </Button>
      </div>
      <p data-testid="date-span">{t('instructor-calendar.span', { span: formatDateRange(range.dateStart, range.dateEnd) })}</p>
      {counted && (
        <p data-testid="date-count">{t('instructor-calendar.count', { name: counted.name, count: counted.courseDates, year })}</p>
      )}
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
