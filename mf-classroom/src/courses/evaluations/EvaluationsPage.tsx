import { useMemo, useState } from 'react';
import {
  Button,
  callEndpoint,
  Chart,
  Checkbox,
  ErrorPanel,
  EVALUATION_SORTS,
  formatAverage,
  formatDate,
  Page,
  ratingChartOptions,
  Select,
  Spinner,
  toast,
  useEndpoint,
  useAuth,
  useT,
  visibleEvaluations,
  type EvaluationSortKey,
} from '@atrium/shared-ui';
import { classroomCourseEndpoints, courseEvaluationEndpoints, type Evaluation } from '@atrium/classroom-contract';
import '../edit/course-edit.css';

// The shared sort choices, named by this area's existing message keys.
const SORT_MESSAGES: Record<EvaluationSortKey, string> = {
  newest: 'courses.classroom.evaluations.sort.answered.desc',
  oldest: 'courses.classroom.evaluations.sort.answered.asc',
  highest: 'courses.classroom.evaluations.sort.rating.desc',
  lowest: 'courses.classroom.evaluations.sort.rating.asc',
};

/** /clcourse/:id/evaluations: average, a 1-5 star bar chart (450x280) and the comments. */
export function EvaluationsPage({ id }: { id: number }) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const course = useEndpoint(classroomCourseEndpoints.get, { params: { id } });
  const overview = useEndpoint(courseEvaluationEndpoints.overview, { params: { id } });
  const [starredOnly, setStarredOnly] = useState(false);
  const [sort, setSort] = useState<EvaluationSortKey>('newest');
  const counts = overview.data?.counts;

  const chartOptions = useMemo(
    () =>
      ratingChartOptions(counts ?? [], {
        stars: (stars) => t('courses.classroom.evaluations.stars', { stars }),
        rating: t('courses.classroom.evaluations.rating'),
        count: t('courses.classroom.evaluations.count'),
      }),
    [counts, t],
  );

  const error = course.error ?? overview.error;
  if (error) return <ErrorPanel error={error} onRetry={overview.reload} />;
  if (!overview.data || !course.data) return <Spinner />;
  const data = overview.data;
  const shown = visibleEvaluations(data.evaluations, { starredOnly, sort, dateOf: (evaluation) => evaluation.answered });

  const star = async (evaluation: Evaluation) => {
    try {
      const updated = await callEndpoint(courseEvaluationEndpoints.star, {
        params: { evaluationId: evaluation.id },
        body: { starred: !evaluation.starred },
      });
      overview.set({ ...data, evaluations: data.evaluations.map((e) => (e.id === updated.id ? updated : e)) });
    } catch {
      toast.error('courses.classroom.saveFailed');
    }
  };

  return (
    <Page title={t('courses.classroom.evaluations.title', { name: course.data.internalName })}>
      <p data-testid="evaluation-average">
        {t('courses.classroom.evaluations.average')}: <strong>{formatAverage(data.average, locale)}</strong> (
        {t('courses.classroom.evaluations.answers', { count: data.evaluations.length })})
      </p>
      <Chart options={chartOptions} width={450} height={280} ariaLabel={t('courses.classroom.evaluations.chart')} />
      <div className="atr-toolbar">
        <Checkbox
          label={t('courses.classroom.evaluations.starredOnly')}
          checked={starredOnly}
          onChange={(e) => setStarredOnly(e.target.checked)}
        />
        <Select
          label={t('courses.classroom.evaluations.sort')}
          options={EVALUATION_SORTS.map((value) => ({ value, label: t(SORT_MESSAGES[value]) }))}
          value={sort}
          onChange={(e) => setSort(e.target.value as EvaluationSortKey)}
        />
      </div>
      <ul className="atr-notes" aria-label={t('courses.classroom.evaluations.comments')}>
        {shown.map((evaluation) => (
          <li key={evaluation.id} className={evaluation.starred ? 'atr-evaluation--starred' : undefined} data-testid="evaluation">
            <strong>{t('courses.classroom.evaluations.stars', { stars: evaluation.rating })}</strong> · {formatDate(evaluation.answered)}
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
