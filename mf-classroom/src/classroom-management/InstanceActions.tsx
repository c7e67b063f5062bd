import { useState } from 'react';
import { classroomManagementEndpoints as endpoints, STATUS_CANCELLED, type CourseOverview } from '@atrium/classroom-contract';
import { Button, callEndpoint, ConfirmDialog, useT } from '@atrium/shared-ui';
import { perform } from './classroom-management-api';
import { CourseReportActions, customersOf } from '../course-report/CourseReportActions';
import { AddToCartButton } from '../instances/AddToCartButton';
import '../instances/messages';

type Asking = 'confirmation' | 'cancelCourse' | 'listToInstructor' | 'postCourseInfo' | null;

/**
 * The instance-wide actions of document 002 §2: course confirmation, block notifications, the participant list to
 * the instructors, post-course info to an in-company customer's contact, the course report, cancel the whole course.
 */
export function InstanceActions({ overview, reload }: { overview: CourseOverview; reload: () => void }) {
  const t = useT();
  const [asking, setAsking] = useState<Asking>(null);
  const instanceId = overview.instanceId;
  const blocked = overview.details.blockNotifications;
  const cancelled = overview.details.status === STATUS_CANCELLED;
  const contact = overview.bedriftsinternt;
  const contactAddress = contact?.contactEmail ?? contact?.reportContactEmail ?? null;

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
      <Button onClick={() => setAsking('listToInstructor')}>{t('classroom-management.sendListToInstructor')}</Button>
      {/* Document 002 §2: only an in-company course has a customer contact to send to. */}
      {contact && (
        <Button disabled={!contactAddress} onClick={() => setAsking('postCourseInfo')}>
          {t('classroom-management.postCourseInfo')}
        </Button>
      )}
      <CourseReportActions instanceId={instanceId} customers={customersOf(overview.participants.attending)} />
      {/* Document 002 §2 "add the course to a cart": staff buy seats for a customer through the sales area's cart. */}
      {!cancelled && (
        <AddToCartButton instanceId={instanceId} label={t('classroom-management.addToCart', { title: overview.details.title })} />
      )}
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
        open={asking === 'listToInstructor'}
        title={t('classroom-management.sendListToInstructor')}
        message={t('classroom-management.sendListToInstructor.question')}
        confirmLabel={t('classroom-management.send')}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          void run(
            () => callEndpoint(endpoints.sendParticipantListToInstructor, { params: { instanceId } }),
            'classroom-management.sendListToInstructor.done',
          )
        }
      />
      <ConfirmDialog
        open={asking === 'postCourseInfo'}
        title={t('classroom-management.postCourseInfo')}
        message={t('classroom-management.postCourseInfo.question', {
          contact: contact?.contact ?? contactAddress ?? '',
          email: contactAddress ?? '',
        })}
        confirmLabel={t('classroom-management.send')}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          void run(
            () => callEndpoint(endpoints.sendPostCourseInfoToCustomerContactPerson, { params: { instanceId } }),
            'classroom-management.postCourseInfo.done',
          )
        }
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
