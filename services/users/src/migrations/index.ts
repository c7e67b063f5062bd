import type { Migration } from 'kysely';
import * as initial from './0001-initial';
import * as publishedViews from './0002-published-views';
import * as publishedCustomerMember from './0130-published-customer-member';
import * as publishedPersonLocale from './0131-published-person-locale';
import * as publishedWorkEmail from './0132-published-work-email';
import * as massImportDepartments from './0135-mass-import-departments';
import * as privateContext from './0137-private-context';
import * as publishedPersonEmail from './0003-published-person-email';
import * as userUuid from './0004-user-uuid';
import * as userPhone from './0005-user-phone';
import * as usersOutbox from './0006-users-outbox';
import * as passwordResetLinks from './0007-password-reset-links';
import * as sessionVersion from './0008-session-version';
import * as loginThrottle from './0009-login-throttle';
import * as userDeleted from './0010-user-deleted';
import * as userAdministration from './0011-user-administration';
import * as userMerge from './0020-user-merge';
import * as personRecords from './0021-person-records';
import * as controlSite from './0100-control-site';
import * as instructorFiles from './0110-instructor-files';
import * as disabledUserFields from './0111-disabled-user-fields';
import * as mergeInstructorFiles from './0112-merge-instructor-files';
import * as userMassImport from './0113-user-mass-import';
import * as idempotencyKeys from './0114-idempotency-keys';
import * as crmPairings from './0120-crm-pairings';
import * as contractorPortals from './0121-contractor-portals';

export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-published-views': publishedViews,
  '0003-published-person-email': publishedPersonEmail,
  '0004-user-uuid': userUuid,
  '0005-user-phone': userPhone,
  '0006-users-outbox': usersOutbox,
  '0007-password-reset-links': passwordResetLinks,
  '0008-session-version': sessionVersion,
  '0009-login-throttle': loginThrottle,
  '0010-user-deleted': userDeleted,
  '0011-user-administration': userAdministration,
  '0020-user-merge': userMerge,
  '0021-person-records': personRecords,
  '0100-control-site': controlSite,
  '0110-instructor-files': instructorFiles,
  '0111-disabled-user-fields': disabledUserFields,
  '0112-merge-instructor-files': mergeInstructorFiles,
  '0113-user-mass-import': userMassImport,
  '0114-idempotency-keys': idempotencyKeys,
  '0120-crm-pairings': crmPairings,
  '0121-contractor-portals': contractorPortals,
  '0130-published-customer-member': publishedCustomerMember,
  '0131-published-person-locale': publishedPersonLocale,
  '0132-published-work-email': publishedWorkEmail,
  '0135-mass-import-departments': massImportDepartments,
  '0137-private-context': privateContext,
};
