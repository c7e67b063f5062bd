import { COMPANY_USER_TABS, diplomaCodeParamsSchema, licenseTypeSchema } from '@atrium/company-contract';
import { AreaRouter, areaPage } from '@atrium/shared-ui';
import { lazy } from 'react';
import { z } from 'zod';
import routes from './routes.json';
import './refusal-messages';

const OrderConfirmationPage = lazy(() => import('./order-confirmation/OrderConfirmationPage'));
const CompanyHomePage = lazy(() => import('./company-home/CompanyHomePage'));
const LicenseReportPage = lazy(() => import('./license-reports/LicenseReportPage'));
const DepartmentsPage = lazy(() => import('./department-admin/DepartmentsPage'));
const ExternalCourseIdPage = lazy(() => import('./external-course-id/ExternalCourseIdPage'));
const DocumentsPage = lazy(() => import('./company-documents/DocumentsPage'));
const CompanyUsersPage = lazy(() => import('./company-users/CompanyUsersPage'));
const AddUserPage = lazy(() => import('./company-users/AddUserPage'));
const CompanyUserPage = lazy(() => import('./company-users/CompanyUserPage'));
const CompetencePage = lazy(() => import('./competence-search/CompetencePage'));
const DiplomaCheckPage = lazy(() => import('./diploma-check/DiplomaCheckPage'));

const id = z.string().regex(/^\d+$/).transform(Number);

// The screens built so far; the other company routes keep the placeholder until theirs are.
export const COMPANY_PAGES = {
  confirmation: areaPage(z.object({ orderId: id }), ({ orderId }) => (
    <OrderConfirmationPage key={`order-${orderId}`} kind="order" id={orderId} />
  )),
  purchaseconfirmation: areaPage(z.object({ purchaseId: id }), ({ purchaseId }) => (
    <OrderConfirmationPage key={`purchase-${purchaseId}`} kind="purchase" id={purchaseId} />
  )),
  'diploma-check': areaPage(diplomaCodeParamsSchema, ({ code }) => <DiplomaCheckPage key={code} code={code} />),
  'my-company': areaPage(() => <CompanyHomePage />),
  'my-company.licenses': areaPage(z.object({ licenseType: licenseTypeSchema }), ({ licenseType }) => (
    <LicenseReportPage key={licenseType} licenseType={licenseType} />
  )),
  'my-company.departments': areaPage(() => <DepartmentsPage />),
  'my-company.external-course-id': areaPage(() => <ExternalCourseIdPage />),
  'my-company.documents': areaPage(() => <DocumentsPage />),
  'my-company.users': areaPage(() => <CompanyUsersPage />),
  'my-company.competence': areaPage(() => <CompetencePage />),
  'my-company.add-user': areaPage(() => <AddUserPage />),
  'my-company.user': areaPage(z.object({ id, tab: z.enum(COMPANY_USER_TABS).default('licenses') }), ({ id: userId, tab }) => (
    <CompanyUserPage key={userId} userId={userId} tab={tab} />
  )),
};

export function AreaApp() {
  return <AreaRouter area="company" routes={routes} pages={COMPANY_PAGES} buildLabel={__ATRIUM_BUILD_LABEL__} />;
}
