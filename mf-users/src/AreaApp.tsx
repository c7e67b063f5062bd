import { AreaRouter, areaPage } from '@atrium/shared-ui';
import { contractorPortalParamsSchema, DEFAULT_CONTRACTOR_PORTAL, USER_ADMIN_TABS } from '@atrium/users-contract';
import { lazy } from 'react';
import { z } from 'zod';
import routes from './routes.json';
import './refusal-messages';

const ForgotPasswordPage = lazy(() => import('./password-reset/ForgotPasswordPage'));
const PasswordResetPage = lazy(() => import('./password-reset/PasswordResetPage'));
const InstructorListPage = lazy(() => import('./instructor-list/InstructorListPage'));
const AtriumUserSearchPage = lazy(() => import('./atrium-user-search/AtriumUserSearchPage'));
const UserAdministrationPage = lazy(() => import('./user-administration/UserAdministrationPage'));
const UserMergePage = lazy(() => import('./user-merge/UserMergePage'));
const PersonAuditPage = lazy(() => import('./person-audit/PersonAuditPage'));
const CrmCustomerSyncPage = lazy(() => import('./crm-customer-sync/CrmCustomerSyncPage'));
const ContractorRegistrationPage = lazy(() => import('./contractor-portal/ContractorRegistrationPage'));
const ContractorPortalAdminPage = lazy(() => import('./contractor-portal/ContractorPortalAdminPage'));
const ContractorPortalsPage = lazy(() => import('./contractor-portal/ContractorPortalsPage'));
const UserMassImportPage = lazy(() => import('./user-mass-import/UserMassImportPage'));

const userId = z
  .string()
  .regex(/^[1-9]\d*$/)
  .transform(Number);

const portalSlug = contractorPortalParamsSchema.shape.portal;

// The screens built so far; the other users routes keep the placeholder until theirs are.
export const USERS_PAGES = {
  'password.forgot': areaPage(() => <ForgotPasswordPage />),
  'password.reset': areaPage(z.object({ id: z.string().min(1) }), ({ id }) => <PasswordResetPage key={id} id={id} />),
  'instructor-list': areaPage(() => <InstructorListPage />),
  'superoffice.customer': areaPage(() => <CrmCustomerSyncPage />),
  copnologin: areaPage(() => <ContractorRegistrationPage portal={DEFAULT_CONTRACTOR_PORTAL} />),
  'conoco-phillips': areaPage(() => <ContractorPortalAdminPage portal={DEFAULT_CONTRACTOR_PORTAL} />),
  // Any other oil company's portal is a row of users.contractor_portal, reached by its slug (decision 0220).
  'contractor-portals': areaPage(() => <ContractorPortalsPage />),
  'contractor-portal.register': areaPage(z.object({ portal: portalSlug }), ({ portal }) => (
    <ContractorRegistrationPage key={portal} portal={portal} />
  )),
  'contractor-portal.admin': areaPage(z.object({ portal: portalSlug }), ({ portal }) => (
    <ContractorPortalAdminPage key={portal} portal={portal} />
  )),
  'user-mass-import': areaPage(() => <UserMassImportPage />),
  atriumusersearch: areaPage(() => <AtriumUserSearchPage />),
  'atriumusersearch.merge': areaPage(z.object({ userId }), (person) => <UserMergePage key={person.userId} userId={person.userId} />),
  'atriumusersearch.audit': areaPage(z.object({ userId }), (person) => <PersonAuditPage key={person.userId} userId={person.userId} />),
  'atriumusersearch.users': areaPage(z.object({ userId, tab: z.enum(USER_ADMIN_TABS).default('profile') }), (person) => (
    <UserAdministrationPage key={person.userId} userId={person.userId} tab={person.tab} />
  )),
};

export function AreaApp() {
  return <AreaRouter area="users" routes={routes} pages={USERS_PAGES} buildLabel={__ATRIUM_BUILD_LABEL__} />;
}
