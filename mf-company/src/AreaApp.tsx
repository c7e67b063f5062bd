import { licenseTypeSchema } from '@atrium/company-contract';
import { AreaPlaceholder, DeadEndPanel, Spinner, useLocationPath } from '@atrium/shared-ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { companyRouteOf } from './company-routes';

const OrderConfirmationPage = lazy(() => import('./order-confirmation/OrderConfirmationPage'));
const CompanyHomePage = lazy(() => import('./company-home/CompanyHomePage'));
const LicenseReportPage = lazy(() => import('./license-reports/LicenseReportPage'));
const DepartmentsPage = lazy(() => import('./department-admin/DepartmentsPage'));
const ExternalCourseIdPage = lazy(() => import('./external-course-id/ExternalCourseIdPage'));
const DocumentsPage = lazy(() => import('./company-documents/DocumentsPage'));

function page(pathname: string): ReactNode {
  const route = companyRouteOf(pathname);
  switch (route?.name) {
    case 'confirmation':
    case 'purchaseconfirmation': {
      const kind = route.name === 'confirmation' ? 'order' : 'purchase';
      const id = Number(route.params.orderId ?? route.params.purchaseId);
      if (!Number.isInteger(id)) return <DeadEndPanel kind="notfound" />;
      return <OrderConfirmationPage key={`${kind}-${id}`} kind={kind} id={id} />;
    }
    case 'my-company':
      return <CompanyHomePage />;
    case 'my-company.licenses': {
      const type = licenseTypeSchema.safeParse(route.params.licenseType);
      if (!type.success) return <DeadEndPanel kind="notfound" />;
      return <LicenseReportPage key={type.data} licenseType={type.data} />;
    }
    case 'my-company.departments':
      return <DepartmentsPage />;
    case 'my-company.external-course-id':
      return <ExternalCourseIdPage />;
    case 'my-company.documents':
      return <DocumentsPage />;
    default:
      return null;
  }
}

// The screens built so far; the other company routes keep the placeholder until theirs are.
export function AreaApp() {
  const screen = page(useLocationPath());
  if (!screen) return <AreaPlaceholder buildLabel={__ATRIUM_BUILD_LABEL__} area="company" />;
  return <Suspense fallback={<Spinner />}>{screen}</Suspense>;
}
