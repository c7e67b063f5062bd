import { useState } from 'react';
import { COURSE_RUNNERS } from '@atrium/core-contract';
import { instructorPageEndpoints } from '@atrium/classroom-contract';
import { DeadEndPage, ErrorPanel, formatDateRange, hrefTo, Link, Page, Spinner, useAuth, useEndpoint, useT } from '@atrium/shared-ui';
import { InstructorParticipants } from './InstructorParticipants';
import { InstructorWorkItems } from './InstructorWorkItems';
import { SendEvaluations } from '../instance-evaluations/SendEvaluations';
import { CourseReportActions, customersOf } from '../course-report/CourseReportActions';
import { ReportComments } from './ReportComments';
import { InstructorMaterials } from './InstructorMaterials';
import { MassEmailDialog } from './MassEmailDialog';
import { InstanceTests } from './InstanceTests';
import { PrePostResults } from './PrePostResults';
import { AddParticipantDialog } from './AddParticipantDialog';
import { WeekView } from './WeekView';
import { OwnInstructorPictures } from '../own-instructor-pictures/OwnInstructorPictures';
import { InstructorDates } from './InstructorDates';
import { InstructorLessons } from './InstructorLessons';
import '../classroom-management/messages';
import './messages';
import '../participant-list-signing/messages';
import './instructor-page.css';

/** /instructors/classroom-management/{instanceId}: an instructor runs their course (document 002 §2). */
export default function InstructorPage({ instanceId }: { instanceId: number }) {
  const t = useT();
  const allowed = useAuth((state) => state.hasAnyRole(COURSE_RUNNERS));
  const [left, setLeft] = useState(false);
  const course = useEndpoint(instructorPageEndpoints.course, allowed && !left ? { params: { instanceId } } : null);
  if (!allowed) return <DeadEndPage kind="noaccess" />;
  // Decision 0244: after cancelling themselves from every date the page is no longer theirs (the server says 403).
  if (left)
    return (
      <Page title={t('instructor-page.instructors')}>
        <p role="status">{t('instructor-page.cancelMe.left')}</p>
        <Link href={hrefTo('instructors.course-calendar.own')}>{t('instructor-page.cancelMe.toCalendar')}</Link>
      </Page>
    );
  if (course.error) return <ErrorPanel error={course.error} onRetry={course.reload} />;
  if (!course.data) return <Spinner />;
  const { details } = course.data;
  return (
    <Page
      title={t('instructor-page.title', { title: details.title, id: instanceId })}
      actions={
        <CourseReportActions
          instanceId={instanceId}
          customers={customersOf(course.data.participants.map((p) => ({ customerId: p.license.customerId, customerName: p.customerName })))}
        />
      }
    >
      <p>{details.startDate ? formatDateRange(details.startDate, details.endDate ?? details.startDate) : ''}</p>
      <WeekView course={course.data} />
      <p>
        <Link href={`${hrefTo('web.partlist')}#/${instanceId}/${details.participantListCode}`}>{t('partlist.open')}</Link>
      </p>
      <InstructorDates course={course.data} reload={course.reload} onLeft={() => setLeft(true)} />
      {details.externalInfo && (
        <section className="atr-section">
          <h2>{t('instructor-page.externalInfo')}</h2>
          {/* Document 002 §2: line breaks kept. */}
          <p className="atr-pre-line" data-testid="external-info">
            {details.externalInfo}
          </p>
        </section>
      )}
      <InstructorParticipants course={course.data} reload={course.reload} />
      <AddParticipantDialog course={course.data} reload={course.reload} />
      <SendEvaluations course={course.data} reload={course.reload} />
      <InstructorWorkItems course={course.data} reload={course.reload} />
      <MassEmailDialog course={course.data} />
      <PrePostResults key={`results-${instanceId}`} course={course.data} reload={course.reload} />
      <InstanceTests course={course.data} reload={course.reload} />
      <InstructorLessons course={course.data} />
      <InstructorMaterials course={course.data} />
      <ReportComments key={instanceId} course={course.data} />
      <OwnInstructorPictures />
    </Page>
  );
}
