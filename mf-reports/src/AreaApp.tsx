import { AreaPlaceholder, Spinner, useLocationPath } from '@atrium/shared-ui';
import { lazy, Suspense, type ReactNode } from 'react';

const BatchInvoiceProcessPage = lazy(() => import('./batch-invoice/BatchInvoiceProcessPage'));
const BatchInvoiceStartPage = lazy(() => import('./batch-invoice/BatchInvoiceStartPage'));
const CartPage = lazy(() => import('./cart/CartPage'));
const OrderTickerPage = lazy(() => import('./order-ticker/OrderTickerPage'));

function page(pathname: string): ReactNode {
  const path = pathname.replace(/\/$/, '');
  if (path === '/app/webshop/cart') return <CartPage />;
  if (path === '/orderticker') return <OrderTickerPage />;
  if (path === '/batchinvoice/start') return <BatchInvoiceStartPage />;
  if (path === '/batchinvoice/process') return <BatchInvoiceProcessPage />;
  return null;
}

// The screens built so far; the other reports routes keep the placeholder until theirs are.
export function AreaApp() {
  const screen = page(useLocationPath());
  if (!screen) return <AreaPlaceholder buildLabel={__ATRIUM_BUILD_LABEL__} area="reports" />;
  return <Suspense fallback={<Spinner />}>{screen}</Suspense>;
}
