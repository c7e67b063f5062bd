import type { CourseOverview } from '@atrium/classroom-contract';
import { INSTANCE_STATUSES } from '@atrium/classroom-contract';
import { formatDateRange, Link, useT } from '@atrium/shared-ui';
import { statusKey } from '../instances/status-style';

/** The instance at a glance: days, status and seats (document 002 §5's free seats). */
export function InstanceSummary({ overview }: { overview: CourseOverview }) {
  const t = useT();
  const { details } = overview;
  const status = INSTANCE_STATUSES.find((s) => s.id === details.status);
  const seats = details.seats;
  return (
    <dl className="atr-summary" data-testid="instance-summary">
      <dt>{t('classroom-management.dates')}</dt>
      <dd>{details.startDate ? formatDateRange(details.startDate, details.endDate ?? details.startDate) : '–'}</dd>
      <dt>{t('classroom-management.status')}</dt>
      <dd>{status ? t(statusKey(status.name)) : details.status}</dd>
      <dt>{t('classroom-management.seats')}</dt>
      <dd data-testid="seats">
        {seats.maxParticipants === null
          ? t('classroom-management.seats.unlimited', { attendees: seats.attendees })
          : t('classroom-management.seats.summary', {
              attendees: seats.attendees,
              reserved: seats.reservedSeats,
              max: seats.maxParticipants,
              free: seats.seatsAvailable ?? 0,
            })}
      </dd>
      <dt>{t('classroom-management.edit')}</dt>
      <dd>
        <Link href={`/clcourse/${details.courseId}/clicourse/${overview.instanceId}/edit`}>{t('classroom-management.editInstance')}</Link>
      </dd>
    </dl>
  );
}
