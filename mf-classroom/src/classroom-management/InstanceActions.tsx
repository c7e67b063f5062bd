import { useState } from 'react';
import { classroomManagementEndpoints as endpoints, STATUS_CANCELLED, type CourseOverview } from '@atrium/classroom-contract';
import { Button, callEndpoint, ConfirmDialog, useT } from '@atrium/shared-ui';
import { perform } from './classroom-management-api';
import { CourseReportActions, customersOf } from '../course-report/CourseReportActions';

type Asking = 'confirmation' | 'cancelCourse' | null;

/** The instance-wide actions of document 002 §2: course confirmation, block notifications, cancel the whole course. */
export function InstanceActions({ overview, reload }: { overview: CourseOverview; reload: () => void }) {
  const t = useT();
  const [asking, setAsking] = useState<Asking>(null);
  const instanceId = overview.instanceId;
  const blocked = overview.details.blockNotifications;
  const cancelled = overview.details.status === STATUS_CANCELLED;

  const run = async (write: () => Promise<unknown>, key: string) => {
    setAsking(null);
    if (await perform(write, key)) reload();
  };

  return (
    <>
      {/* Document 002 §4: blocked shows as a warning, not blocked as info. */}
      <p className={blocked ? 'atr-notice atr-notice--warning' : 'atr-notice atr-notice--info'} role="status" data-testid="block-state">
        {t(blocked ? 'classroom-management.notifications.blocked' : 'classroom-management.notifications.open')}
      </p>
      <Button
        onClick={() =>
          void run(
            () => callEndpoint(endpoints.blockNotifications, { params: { instanceId }, body: { block: !blocked } }),
            blocked ? 'classroom-management.notifications.unblockedDone' : 'classroom-management.notifications.blockedDone',
          )
        }
      >
        {t(blocked ? 'classroom-management.notifications.unblock' : 'classroom-management.notifications.block')}
      </Button>
      <Button disabled={cancelled} onClick={() => setAsking('confirmation')}>
        {t('classroom-management.sendConfirmation')}
      </Button>
      <CourseReportActions instanceId={instanceId} customers={customersOf(overview.participants.attending)} />
      <Button variant="danger" disabled={cancelled} onClick={() => setAsking('cancelCourse')}>
        {t('classroom-management.cancelCourse')}
      </Button>
      <ConfirmDialog
        open={asking === 'confirmation'}
        title={t('classroom-management.sendConfirmation')}
        message={t('classroom-management.sendConfirmation.question', { count: overview.participants.attending.length })}
        confirmLabel={t('classroom-management.send')}
        onCancel={() => setAsking(null)}
        onConfirm={() => void run(() => callEndpoint(endpoints.sendCourseConfirmation, { params: { instanceId } }), 'notification.sent')}
      />
      <ConfirmDialog
        open={asking === 'cancelCourse'}
        title={t('classroom-management.cancelCourse')}
        message={t('classroom-management.cancelCourse.question', { count: overview.participants.attending.length })}
        confirmLabel={t('classroom-management.cancelCourse')}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          void run(() => callEndpoint(endpoints.cancelCourse, { body: { id: instanceId } }), 'classroom-management.courseCancelled')
        }
      />
    </>
  );
}
