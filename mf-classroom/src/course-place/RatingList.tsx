import { formatDate, useEndpoint, useT } from '@atrium/shared-ui';
import { coursePlaceRatingEndpoints } from '@atrium/classroom-contract';

/** The ratings list of document 003 §7: each rating of the period, newest first. */
export function RatingList({ placeId, period }: { placeId: number; period: { fromDate: string; toDate: string } }) {
  const t = useT();
  const ratings = useEndpoint(coursePlaceRatingEndpoints.list, { params: { id: placeId }, query: period });
  if (!ratings.data || ratings.data.length === 0) return null;
  return (
    <table className="atr-table">
      <caption>{t('course-place.ratings.list')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('course-place.ratings.date')}</th>
          <th scope="col">{t('course-place.ratings.rating')}</th>
          <th scope="col">{t('course-place.ratings.instance')}</th>
        </tr>
      </thead>
      <tbody>
        {ratings.data.map((rating) => (
          <tr key={rating.id}>
            <td>{formatDate(rating.ratedAt.slice(0, 10))}</td>
            <td>{rating.rating}</td>
            <td>{rating.instanceId ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
