import { useMemo, useState } from 'react';
import { apiFetch, Button, Chart, Checkbox, type ChartProps, ErrorPanel, Page, Select, Spinner, toast, useAuth, useT } from '@atrium/shared-ui';
import {
  evaluationStarSchema,
  formatAverage,
  visibleEvaluations,
  type ClassroomCourse,
  type Evaluation,
  type EvaluationOverview,
  type EvaluationSort,
  type SortDirection,
} from '@atrium/classroom-service/contract';
import { API, coursePath } from '../coursePaths';
import { useApiData } from '../useApiData';
import '../edit/courseEdit.css';

const SORTS = ['answered:desc', 'answered:asc', 'rating:desc', 'rating:asc'] as const;

/** /clcourse/:id/evaluations: average, a 1-5 star bar chart (450x280) and the comments. */
export function EvaluationsPage({ id }: { id: number }) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const course = useApiData<ClassroomCourse>(coursePath(id));
  const overview = useApiData<EvaluationOverview>(`${coursePath(id)}/evaluations`);
  const [starredOnly, setStarredOnly] = useState(false);
  const [sortKey, setSortKey] = useState<(typeof SORTS)[number]>('answered:desc');
  const counts = overview.data?.counts;

  const chartOptions = useMemo<ChartProps['options']>(
    () => ({
      chart: { type: 'column' },
      title: { text: undefined },
      xAxis: { categories: [1, 2, 3, 4, 5].map((stars) => t('courses.classroom.evaluations.stars', { stars })), title: { text: t('courses.classroom.evaluations.rating') } },
      yAxis: { title: { text: t('courses.classroom.evaluations.count') }, allowDecimals: false },
      legend: { enabled: false },
      // Without a heading: Highcharts' default one (an h6) breaks the page's heading order.
      accessibility: { screenReaderSection: { beforeChartFormat: '<p>{typeDescription}</p><div>{chartLongdesc}</div><div>{xAxisDescription}</div><div>{yAxisDescription}</div>' } },
      series: [{ type: 'column', name: t('courses.classroom.evaluations.count'), data: counts ?? [] }],
    }),
    [counts, t],
  );

  const error = course.error ?? overview.error;
  if (error) return <ErrorPanel error={error} onRetry={overview.reload} />;
  if (!overview.data || !course.data) return <Spinner />;
  const data = overview.data;
  const [sort, direction] = sortKey.split(':') as [EvaluationSort, SortDirection];
  const shown = visibleEvaluations(data.evaluations, { starredOnly, sort, direction });

  const star = async (evaluation: Evaluation) => {
    try {
      const updated = await apiFetch<Evaluation>(`${API}/clcourses/evaluations/${evaluation.id}/starred`, {
        method: 'POST',
        body: evaluationStarSchema.parse({ starred: !evaluation.starred }),
      });
      overview.set({ ...data, evaluations: data.evaluations.map((e) => (e.id === updated.id ? updated : e)) });
    } catch {
      toast.error('courses.classroom.saveFailed');
    }
  };

  return (
    <Page title={t('courses.classroom.evaluations.title', { name: course.data.internalName })}>
      <p data-testid="evaluation-average">
        {t('courses.classroom.evaluations.average')}: <strong>{formatAverage(data.average, locale)}</strong> ({t('courses.classroom.evaluations.answers', { count: data.evaluations.length })})
      </p>
      <Chart options={chartOptions} width={450} height={280} ariaLabel={t('courses.classroom.evaluations.chart')} />
      <div className="atr-toolbar">
        <Checkbox label={t('courses.classroom.evaluations.starredOnly')} checked={starredOnly} onChange={(e) => setStarredOnly(e.target.checked)} />
        <Select
          label={t('courses.classroom.evaluations.sort')}
          options={SORTS.map((value) => ({ value, label: t(`courses.classroom.evaluations.sort.${value.replace(':', '.')}`) }))}
          value={sortKey}
          onChange={(e) => setSortKey(e.target.value as (typeof SORTS)[number])}
        />
      </div>
      <ul className="atr-notes" aria-label={t('courses.classroom.evaluations.comments')}>
        {shown.map((evaluation) => (
          <li key={evaluation.id} className={evaluation.starred ? 'atr-evaluation--starred' : undefined} data-testid="evaluation">
            <strong>{t('courses.classroom.evaluations.stars', { stars: evaluation.rating })}</strong> · {new Date(evaluation.answered).toLocaleDateString(locale.replace('_', '-'))}
            <p>{evaluation.comment}</p>
            <Button variant="link" aria-pressed={evaluation.starred} onClick={() => void star(evaluation)}>
              {t(evaluation.starred ? 'courses.classroom.evaluations.unstar' : 'courses.classroom.evaluations.star')}
            </Button>
          </li>
        ))}
      </ul>
    </Page>
  );
}
