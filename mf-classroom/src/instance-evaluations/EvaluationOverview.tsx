import { useMemo } from 'react';
import { EVALUATION_CHART, type InstanceEvaluation, type InstanceEvaluationOverview } from '@atrium/classroom-contract';
import {
  Chart,
  DataGrid,
  formatAverage,
  formatDateTime,
  ratingChartOptions,
  ratingCounts,
  useAuth,
  useT,
  type ColDef,
} from '@atrium/shared-ui';
import './messages';

/**
 * An instance's evaluations (document 002 §2): averages to 2 decimals, the 450×280 chart, the instructors and every
 * answer. Shown by the evaluation screen and by the instructor page's large evaluation modal.
 */
export function EvaluationOverview({ data }: { data: InstanceEvaluationOverview }) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const chartOptions = useMemo(
    () =>
      ratingChartOptions(
        ratingCounts(data.evaluations.flatMap((evaluation) => (evaluation.ratingCourse === null ? [] : [evaluation.ratingCourse])) ?? []),
        {
          stars: (stars) => t(`evaluations.rating.${stars}`),
          rating: t('evaluations.course'),
          count: t('evaluations.count'),
        },
      ),
    [data, t],
  );

  const columns = useMemo<ColDef<InstanceEvaluation>[]>(() => {
    const instructors = data.instructors;
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

  const average = (value: number | null) => formatAverage(value, locale);
  return (
    <>
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
    </>
  );
}
