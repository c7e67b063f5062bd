import {
  averageRating,
  Button,
  Chart,
  Checkbox,
  DateField,
  ErrorPanel,
  EVALUATION_SORTS,
  formatAverage,
  Page,
  ratingChartOptions,
  ratingCounts,
  Select,
  Spinner,
  useAuth,
  useLocationSearch,
  useT,
  visibleEvaluations,
  type EvaluationSortKey,
  formatDate,
} from '@atrium/shared-ui';
import { useMemo, useState } from 'react';
import { defaultEvaluationRange, starUuidOf } from './evaluation-range';
import './evaluations.css';
import './messages';
import { useEvaluations } from './use-evaluations';

/** /ecourse/:id/evaluations (document 001 §2). */
export default function EcourseEvaluationsPage({ courseId }: { courseId: number }) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const search = useLocationSearch();
  const [initialRange] = useState(() => defaultEvaluationRange(new Date()));
  const [fromDate, setFromDate] = useState<string | null>(initialRange.fromDate);
  const [toDate, setToDate] = useState<string | null>(initialRange.toDate);
  const [starredOnly, setStarredOnly] = useState(false);
  const [sort, setSort] = useState<EvaluationSortKey>('newest');
  const [starUuid] = useState(() => starUuidOf(search));
  const { evaluations, error, reload, setStar } = useEvaluations(courseId, { fromDate, toDate }, starUuid);

  const ratings = useMemo(() => (evaluations ?? []).map((e) => e.rating), [evaluations]);
  const chartOptions = useMemo(
    () =>
      ratingChartOptions(ratingCounts(ratings), {
        stars: (stars) => t('ecourse.evaluations.stars', { stars }),
        rating: t('ecourse.evaluations.rating'),
        count: t('ecourse.evaluations.count'),
      }),
    [ratings, t],
  );

  if (error) return <ErrorPanel error={error} onRetry={reload} />;
  const shown = evaluations ? visibleEvaluations(evaluations, { starredOnly, sort, dateOf: (e) => e.created }) : [];

  return (
    <Page title={t('ecourse.evaluations.title', { id: courseId })}>
      <div className="atr-toolbar">
        <DateField label={t('ecourse.evaluations.from')} value={fromDate} onChange={setFromDate} />
        <DateField label={t('ecourse.evaluations.to')} value={toDate} onChange={setToDate} />
      </div>
      {evaluations === undefined ? (
        <Spinner />
      ) : (
        <>
          <p data-testid="evaluation-average">
            {t('ecourse.evaluations.average')}: <strong>{formatAverage(averageRating(ratings), locale)}</strong> (
            {t('ecourse.evaluations.answers', { count: ratings.length })})
          </p>
          <Chart options={chartOptions} width={450} height={280} ariaLabel={t('ecourse.evaluations.chart')} />
          <div className="atr-toolbar">
            <Checkbox
              label={t('ecourse.evaluations.starredOnly')}
              checked={starredOnly}
              onChange={(e) => setStarredOnly(e.target.checked)}
            />
            <Select
              label={t('ecourse.evaluations.sort')}
              options={EVALUATION_SORTS.map((value) => ({ value, label: t(`ecourse.evaluations.sort.${value}`) }))}
              value={sort}
              onChange={(e) => setSort(e.target.value as EvaluationSortKey)}
            />
          </div>
          {shown.length === 0 && <p>{t('ecourse.evaluations.none')}</p>}
          <ul className="atr-evaluation-list" aria-label={t('ecourse.evaluations.comments')}>
            {shown.map((evaluation) => (
              <li key={evaluation.uuid} data-testid="evaluation" data-starred={evaluation.starred}>
                <strong>{t('ecourse.evaluations.stars', { stars: evaluation.rating })}</strong> · {formatDate(evaluation.created)}
                <p>{evaluation.comment}</p>
                <Button variant="link" aria-pressed={evaluation.starred} onClick={() => void setStar(evaluation.uuid, !evaluation.starred)}>
                  {t(evaluation.starred ? 'ecourse.evaluations.unstar' : 'ecourse.evaluations.star')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
