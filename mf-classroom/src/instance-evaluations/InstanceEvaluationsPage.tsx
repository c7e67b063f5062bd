import { useMemo } from 'react';
import { COURSE_ADMINS, COURSE_RUNNERS } from '@atrium/core-contract';
import { EVALUATION_CHART, instanceEvaluationEndpoints as endpoints, type InstanceEvaluation } from '@atrium/classroom-contract';
import {
  Chart,
  DataGrid,
  DeadEndPage,
  ErrorPanel,
  formatAverage,
  formatDate,
  formatDateTime,
  Page,
  ratingChartOptions,
  ratingCounts,
  Spinner,
  useAuth,
  useEndpoint,
  useT,
  type ColDef,
} from '@atrium/shared-ui';
import { EvaluationEntryForm } from './EvaluationEntryForm';
import './messages';

/** /classroom-management/{instanceId}/evaluations (document 002 §2): ratings, averages to 2 decimals and the chart. */
export default function InstanceEvaluationsPage({ instanceId }: { instanceId: number }) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const allowed = useAuth((state) => state.hasAnyRole(COURSE_RUNNERS));
  const staff = useAuth((state) => state.hasAnyRole(COURSE_ADMINS));
  const overview = useEndpoint(endpoints.overview, allowed ? { params: { instanceId } } : null);
  const data = overview.data;

  const chartOptions = useMemo(
    () =>
      ratingChartOptions(
        ratingCounts(data?.evaluations.flatMap((evaluation) => (evaluation.ratingCourse === null ? [] : [evaluation.ratingCourse])) ?? []),
        {
          stars: (stars) => t(`evaluations.rating.${stars}`),
          rating: t('evaluations.course'),
          count: t('evaluations.count'),
        },
      ),
    [data, t],
  );

  const columns = useMemo<ColDef<InstanceEvaluation>[]>(() => {
    const instructors = data?.instructors ?? [];
    return [
      {
        headerName: t('evaluations.answered'),
        field: 'answered',
        width: 160,
        valueFormatter: ({ value }) => formatDateTime(value as string),
      },
      { headerName: t('evaluations.course'), field: 'ratingCourse', width: 110 },
      {
        headerName: t('evaluations.coursePlace'),
        field: 'coursePlaceRating',
        width: 130,
        valueFormatter: ({ value }) => formatAverage(value as number | null, locale),
      },
      ...instructors.map((instructor): ColDef<InstanceEvaluation> => ({
        headerName: instructor.name,
        colId: `instructor-${instructor.id}`,
        width: 140,
        valueGetter: ({ data: row }) => row?.evaluationInstructors.find((rating) => rating.instructorId === instructor.id)?.rating ?? '',
      })),
      { headerName: t('evaluations.comment'), field: 'comment', flex: 1, minWidth: 200, wrapText: true, autoHeight: true },
      {
        headerName: t('evaluations.source'),
        width: 130,
        valueGetter: ({ data: row }) => (row ? t(row.entered ? 'evaluations.source.entered' : 'evaluations.source.form') : ''),
      },
    ];
  }, [data, t, locale]);

  if (!allowed) return <DeadEndPage kind="noaccess" />;
  if (overview.error) return <ErrorPanel error={overview.error} onRetry={overview.reload} />;
  if (!data) return <Spinner />;
  const average = (value: number | null) => formatAverage(value, locale);
  return (
    <Page title={t('evaluations.title', { title: data.title, id: instanceId })}>
      {data.startDate && <p>{formatDate(data.startDate)}</p>}
      <dl className="atr-summary" data-testid="evaluation-averages">
        <dt>{t('evaluations.average.course')}</dt>
        <dd data-testid="average-course">{average(data.averages.course)}</dd>
        <dt>{t('evaluations.average.coursePlace')}</dt>
        <dd data-testid="average-place">{average(data.averages.coursePlace)}</dd>
        {data.averages.instructors.flatMap((entry) => {
          const name = data.instructors.find((i) => i.id === entry.instructorId)?.name ?? `#${entry.instructorId}`;
          return [
            <dt key={`name-${entry.instructorId}`}>{t('evaluations.average.instructor', { name })}</dt>,
            <dd key={`value-${entry.instructorId}`}>{average(entry.average)}</dd>,
          ];
        })}
      </dl>
      <p>
        {t('evaluations.answers', { count: data.evaluations.length })}{' '}
        {data.awaiting > 0 && t('evaluations.awaiting', { count: data.awaiting })}
      </p>
      <Chart options={chartOptions} width={EVALUATION_CHART.width} height={EVALUATION_CHART.height} ariaLabel={t('evaluations.chart')} />
      <section className="atr-section">
        <h2>{t('evaluations.instructors')}</h2>
        <ul data-testid="evaluation-instructors">
          {data.instructors.map((instructor) => (
            <li key={instructor.id}>{instructor.name}</li>
          ))}
        </ul>
      </section>
      <DataGrid ariaLabel={t('evaluations.grid')} rows={data.evaluations} columns={columns} getRowId={(row) => String(row.id)} />
      {staff && <EvaluationEntryForm overview={data} onAdded={overview.reload} />}
    </Page>
  );
}
