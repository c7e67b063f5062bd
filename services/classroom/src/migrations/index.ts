import type { Migration } from 'kysely';
import * as publishedCompanyParticipants from './0075-published-company-participants';
import * as internalControl from './0076-internal-control';
import * as initial from './0001-initial';
import * as courseDetails from './0002-course-details';
import * as instances from './0003-instances';
import * as coursePackageOutbox from './0004-course-package-outbox';
import * as instanceFiles from './0005-instance-files';
import * as participants from './0006-participants';
import * as coursePlaceSoSync from './0007-course-place-so-sync';
import * as idempotencyKeys from './0008-idempotency-keys';
import * as publishedEnrolment from './0009-published-enrolment';
import * as coursePlaces from './0010-course-places';
import * as classroomManagement from './0015-classroom-management';
import * as instructorPage from './0016-instructor-page';
import * as publishedCustomerDiscount from './0025-published-customer-discount';
import * as enrolmentLeavesWaitingList from './0030-enrolment-leaves-waiting-list';
import * as instanceEvaluations from './0031-instance-evaluations';
import * as outboxAttachments from './0032-outbox-attachments';
import * as instanceCreated from './0033-instance-created';
import * as publishedReportInstances from './0060-published-report-instances';
import * as publishedPersonMove from './0070-published-person-move';
import * as publishedWaitingListAndSeats from './0071-published-waiting-list-and-seats';
import * as publishedImportInstances from './0073-published-import-instances';
import * as materialHandover from './0080-material-handover';
import * as instanceTests from './0081-instance-tests';
import * as publishedParticipantCancel from './0082-published-participant-cancel';
import * as diplomaTemplateTexts from './0083-diploma-template-texts';
import * as instanceFileTypes from './0086-instance-file-types';
import * as publishedInternalControl from './0087-published-internal-control';
import * as instanceChangeTimes from './0088-instance-change-times';
import * as seatOfferDue from './0092-seat-offer-due';
import * as instructorCancellation from './0094-instructor-cancellation';
import * as publishedLessonViewAccess from './0095-published-lesson-view-access';
import * as publishedProgramParticipants from './0096-published-program-participants';
import * as reportInstancePlanIndexes from './0097-report-instance-plan-indexes';
import * as publishedReportCustomers from './0100-published-report-customers';
import * as hotworksFromPassedSeats from './0102-hotworks-from-passed-seats';

export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-course-details': courseDetails,
  '0003-instances': instances,
  '0004-course-package-outbox': coursePackageOutbox,
  '0005-instance-files': instanceFiles,
  '0006-participants': participants,
  '0007-course-place-so-sync': coursePlaceSoSync,
  '0008-idempotency-keys': idempotencyKeys,
  '0009-published-enrolment': publishedEnrolment,
  '0010-course-places': coursePlaces,
  '0015-classroom-management': classroomManagement,
  '0016-instructor-page': instructorPage,
  '0025-published-customer-discount': publishedCustomerDiscount,
  '0030-enrolment-leaves-waiting-list': enrolmentLeavesWaitingList,
  '0031-instance-evaluations': instanceEvaluations,
  '0032-outbox-attachments': outboxAttachments,
  '0033-instance-created': instanceCreated,
  '0060-published-report-instances': publishedReportInstances,
  '0070-published-person-move': publishedPersonMove,
  '0071-published-waiting-list-and-seats': publishedWaitingListAndSeats,
  '0073-published-import-instances': publishedImportInstances,
  '0075-published-company-participants': publishedCompanyParticipants,
  '0076-internal-control': internalControl,
  '0080-material-handover': materialHandover,
  '0081-instance-tests': instanceTests,
  '0082-published-participant-cancel': publishedParticipantCancel,
  '0083-diploma-template-texts': diplomaTemplateTexts,
  '0086-instance-file-types': instanceFileTypes,
  '0087-published-internal-control': publishedInternalControl,
  '0088-instance-change-times': instanceChangeTimes,
  '0092-seat-offer-due': seatOfferDue,
  '0094-instructor-cancellation': instructorCancellation,
  '0095-published-lesson-view-access': publishedLessonViewAccess,
  '0096-published-program-participants': publishedProgramParticipants,
  '0097-report-instance-plan-indexes': reportInstancePlanIndexes,
  '0100-published-report-customers': publishedReportCustomers,
  '0102-hotworks-from-passed-seats': hotworksFromPassedSeats,
};
