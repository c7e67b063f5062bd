import { instructorPageEndpoints } from '@atrium/classroom-contract';
import { ErrorPanel, formatDate, formatDateTime, useEndpoint, useT } from '@atrium/shared-ui';

/** Decision 0244: which instructors cancelled which course dates, so staff can find others; shown only when any did. */
export function InstructorCancellationsPanel({ instanceId }: { instanceId: number }) {
  const t = useT();
  const cancellations = useEndpoint(instructorPageEndpoints.cancellations, { params: { instanceId } });
  if (cancellations.error) return <ErrorPanel error={cancellations.error} onRetry={cancellations.reload} />;
  if (!cancellations.data?.length) return null;
  return (
    <section className="atr-section" aria-labelledby="instructor-cancellations">
      <h2 id="instructor-cancellations">{t('classroom-management.instructorCancellations')}</h2>
      <ul data-testid="instructor-cancellations">
        {cancellations.data.map((row) => (
          <li key={`${row.instructorId}-${row.date}-${row.fromTime}`}>
            {t('classroom-management.instructorCancelled', {
              name: row.name,
              date: `${formatDate(row.date)} ${row.fromTime}–${row.toTime}`,
              when: formatDateTime(row.cancelledAt),
            })}
            {row.comment && <q>{row.comment}</q>}
          </li>
        ))}
      </ul>
    </section>
  );
}
