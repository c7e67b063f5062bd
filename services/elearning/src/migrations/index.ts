import type { Migration } from 'kysely';
import * as initial from './0001-initial';
import * as packagesRuntime from './0002-packages-runtime';
import * as hotworks from './0003-hotworks';
import * as ecourseEvaluations from './0005-ecourse-evaluations';
import * as licenceAdmin from './0006-licence-admin';
import * as ecourseAdministration from './0007-ecourse-administration';
import * as publishedCourses from './0008-published-courses';
import * as remoteScorm from './0009-remote-scorm';
import * as learnerDataVersion from './0010-learner-data-version';
import * as failedNotCompleted from './0011-failed-not-completed';
import * as cmi5SessionEnd from './0012-cmi5-session-end';
import * as oneOpenLicence from './0013-one-open-license';
import * as idempotencyKeys from './0014-idempotency-keys';
import * as publishedSales from './0015-published-sales';
import * as publishedCustomerDiscount from './0020-published-customer-discount';
import * as publishedLicenses from './0023-published-licenses';
import * as sequencingState from './0030-sequencing-state';
import * as oneEvaluationPerLicense from './0040-one-evaluation-per-license';
import * as publishedPersonMove from './0070-published-person-move';
import * as runtimeSessionLearner from './0080-runtime-session-learner';
import * as publishedReportCourses from './0090-published-report-courses';
import * as publishedImportCourses from './0093-published-import-courses';
import * as publishedCancelFee from './0096-published-cancel-fee';
import * as publishedCourseHours from './0097-published-course-hours';
import * as cancelLicensesForStaff from './0098-cancel-licenses-for-staff';
import * as publishedProgramLicenses from './0099-published-program-licenses';
import * as hotworkCertifies from './0101-hotwork-certifies';
import * as publishedReportCustomers from './0102-published-report-customers';
import * as hotworksFromPassedCourses from './0103-hotworks-from-passed-courses';

export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-packages-runtime': packagesRuntime,
  '0003-hotworks': hotworks,
  '0005-ecourse-evaluations': ecourseEvaluations,
  '0006-licence-admin': licenceAdmin,
  '0007-ecourse-administration': ecourseAdministration,
  '0008-published-courses': publishedCourses,
  '0009-remote-scorm': remoteScorm,
  '0010-learner-data-version': learnerDataVersion,
  '0011-failed-not-completed': failedNotCompleted,
  '0012-cmi5-session-end': cmi5SessionEnd,
  '0013-one-open-license': oneOpenLicence,
  '0014-idempotency-keys': idempotencyKeys,
  '0015-published-sales': publishedSales,
  '0020-published-customer-discount': publishedCustomerDiscount,
  '0023-published-licenses': publishedLicenses,
  '0030-sequencing-state': sequencingState,
  '0040-one-evaluation-per-license': oneEvaluationPerLicense,
  '0070-published-person-move': publishedPersonMove,
  '0080-runtime-session-learner': runtimeSessionLearner,
  '0090-published-report-courses': publishedReportCourses,
  '0093-published-import-courses': publishedImportCourses,
  '0096-published-cancel-fee': publishedCancelFee,
  '0097-published-course-hours': publishedCourseHours,
  '0098-cancel-licenses-for-staff': cancelLicensesForStaff,
  '0099-published-program-licenses': publishedProgramLicenses,
  '0101-hotwork-certifies': hotworkCertifies,
  '0102-published-report-customers': publishedReportCustomers,
  '0103-hotworks-from-passed-courses': hotworksFromPassedCourses,
};
