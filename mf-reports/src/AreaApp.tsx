import { AreaRouter, areaPage } from '@atrium/shared-ui';
import { lazy } from 'react';
import routes from './routes.json';

const BatchInvoiceProcessPage = lazy(() => import('./batch-invoice/BatchInvoiceProcessPage'));
const BatchInvoiceStartPage = lazy(() => import('./batch-invoice/BatchInvoiceStartPage'));
const CartPage = lazy(() => import('./cart/CartPage'));
const OrderTickerPage = lazy(() => import('./order-ticker/OrderTickerPage'));

// The screens built so far; the other reports routes keep the placeholder until theirs are.
const REPORTS_PAGES = {
  'app.webshop.cart': areaPage(() => <CartPage />),
  orderticker: areaPage(() => <OrderTickerPage />),
  'batchinvoice.start': areaPage(() => <BatchInvoiceStartPage />),
  'batchinvoice.process': areaPage(() => <BatchInvoiceProcessPage />),
};

export function AreaApp() {
  return <AreaRouter area="reports" routes={routes} pages={REPORTS_PAGES} buildLabel={__ATRIUM_BUILD_LABEL__} />;
}
