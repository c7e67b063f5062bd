import { AreaRouter, areaPage } from '@atrium/shared-ui';
import { lazy } from 'react';
import { z } from 'zod';
import { classroomSearchTypeSchema } from '@atrium/reports-contract';
import routes from './routes.json';

const BatchInvoiceProcessPage = lazy(() => import('./batch-invoice/BatchInvoiceProcessPage'));
const BatchInvoiceStartPage = lazy(() => import('./batch-invoice/BatchInvoiceStartPage'));
const BudgetReportPage = lazy(() => import('./budget/BudgetReportPage'));
const BudgetsPage = lazy(() => import('./budget/BudgetsPage'));
const CartPage = lazy(() => import('./cart/CartPage'));
const ClassroomSearchPage = lazy(() => import('./classroom-search/ClassroomSearchPage'));
const ClassroomSearchResultsPage = lazy(() => import('./classroom-search/ClassroomSearchResultsPage'));
const EcaDashboardPage = lazy(() => import('./dashboard/EcaDashboardPage'));
const ElearningSearchPage = lazy(() => import('./elearning-search/ElearningSearchPage'));
const CourseExtraSearchPage = lazy(() => import('./course-extra/CourseExtraSearchPage'));
const CourseExtraCataloguePage = lazy(() => import('./course-extra/CourseExtraCataloguePage'));
const CourseProgramsPage = lazy(() => import('./course-program/CourseProgramsPage'));
const InvoicePage = lazy(() => import('./credit-note/InvoicePage'));
const ReportsClassroomPage = lazy(() => import('./reports-classroom/ReportsClassroomPage'));
const TkaDashboardPage = lazy(() => import('./dashboard/TkaDashboardPage'));
const OrderTickerPage = lazy(() => import('./order-ticker/OrderTickerPage'));
const OrderHistoryPage = lazy(() => import('./order-history/OrderHistoryPage'));

// The screens built so far; the other reports routes keep the placeholder until theirs are.
const REPORTS_PAGES = {
  'app.webshop.cart': areaPage(() => <CartPage />),
  orderticker: areaPage(() => <OrderTickerPage />),
  'sales.order.history': areaPage(z.object({ orderId: z.coerce.number().int().min(1).max(2147483647) }), (params) => (
    <OrderHistoryPage orderId={params.orderId} />
  )),
  'batchinvoice.start': areaPage(() => <BatchInvoiceStartPage />),
  'batchinvoice.process': areaPage(() => <BatchInvoiceProcessPage />),
  'batchinvoice.invoice': areaPage(z.object({ invoiceId: z.coerce.number().int().min(1).max(2147483647) }), (params) => (
    <InvoicePage invoiceId={params.invoiceId} />
  )),
  'sales.course-extra.search': areaPage(() => <CourseExtraSearchPage />),
  'sales.course-extra.catalogue': areaPage(() => <CourseExtraCataloguePage />),
  'sales.course-programs': areaPage(() => <CourseProgramsPage />),
  'classroom-search': areaPage(() => <ClassroomSearchPage />),
  'elearning-search': areaPage(() => <ElearningSearchPage />),
  budgets: areaPage(() => <BudgetsPage />),
  'reports-classroom': areaPage(() => <ReportsClassroomPage />),
  'tkadash.show': areaPage(() => <TkaDashboardPage />),
  'eca.dashboard': areaPage(() => <EcaDashboardPage />),
  'budget-report': areaPage(() => <BudgetReportPage />),
  'classroom-search.results': areaPage(z.object({ type: classroomSearchTypeSchema }), (params) => (
    <ClassroomSearchResultsPage type={params.type} />
  )),
};

export function AreaApp() {
  return <AreaRouter area="reports" routes={routes} pages={REPORTS_PAGES} buildLabel={__ATRIUM_BUILD_LABEL__} />;
}
