import { useMemo, useState } from 'react';
import {
  Chart,
  DateField,
  ErrorPanel,
  formatAverage,
  formatDate,
  hrefTo,
  Link,
  Page,
  ratingChartOptions,
  Spinner,
  useAuth,
  useEndpoint,
  useT,
} from '@atrium/shared-ui';
import { coursePlaceEndpoints, coursePlaceRatingEndpoints, defaultRatingPeriod } from '@atrium/classroom-contract';
import { RatingList } from './RatingList';
import './messages';

/** /course-place-registration/{id}/ratings: a period (start of the year to today), a 1-5 star chart, average and count. */
export default function CoursePlaceRatingsPage({ id }: { id: number }) {
  const t = useT();
  const locale = useAuth((state) => state.locale);
  const [period, setPeriod] = useState(defaultRatingPeriod);
  const place = useEndpoint(coursePlaceEndpoints.get, { params: { id } });
  const valid = period.fromDate <= period.toDate;
  const summary = useEndpoint(coursePlaceRatingEndpoints.summary, valid ? { params: { id }, query: period } : null);
  const counts = summary.data?.counts;
  const options = useMemo(
    () =>
      ratingChartOptions(counts ?? [], {
        stars: (stars) => t('course-place.ratings.stars', { stars }),
        rating: t('course-place.ratings.rating'),
        count: t('course-place.ratings.countAxis'),
      }),
    [counts, t],
  );

  const error = place.error ?? summary.error;
  if (error) return <ErrorPanel error={error} onRetry={summary.reload} />;
  if (!place.data) return <Spinner />;
  return (
    <Page
      title={t('course-place.ratings.title', { name: place.data.name })}
      actions={<Link href={hrefTo('course-place-registration.edit', { id })}>{t('course-place.ratings.back')}</Link>}
    >
      <div className="atr-toolbar">
        <DateField
          label={t('course-place.ratings.from')}
          value={period.fromDate}
          onChange={(fromDate) => fromDate && setPeriod({ ...period, fromDate })}
        />
        <DateField
          label={t('course-place.ratings.to')}
          value={period.toDate}
          error={valid ? undefined : 'course-place.invalid.period'}
          onChange={(toDate) => toDate && setPeriod({ ...period, toDate })}
        />
      </div>
      {summary.data && (
        <>
          <p data-testid="course-place-rating">
            {t('course-place.ratings.average')}: <strong>{formatAverage(summary.data.value, locale)}</strong> (
            {t('course-place.ratings.count', { count: summary.data.count })}, {formatDate(period.fromDate)}–{formatDate(period.toDate)})
          </p>
          <Chart options={options} width={450} height={280} ariaLabel={t('course-place.ratings.chart')} />
          <RatingList placeId={id} period={period} />
        </>
      )}
    </Page>
  );
}
