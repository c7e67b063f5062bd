import { AreaPlaceholder, Spinner, useLocationPath } from '@atrium/shared-ui';
import { lazy, Suspense, type ReactNode } from 'react';

const OrderConfirmationPage = lazy(() => import('./order-confirmation/OrderConfirmationPage'));

function page(pathname: string): ReactNode {
  const confirmation = /^\/(confirmation|purchaseconfirmation)\/(\d+)\/?$/.exec(pathname);
  if (confirmation) {
    const kind = confirmation[1] === 'confirmation' ? 'order' : 'purchase';
    const id = Number(confirmation[2]);
    return <OrderConfirmationPage key={`${kind}-${id}`} kind={kind} id={id} />;
  }
  return null;
}

// The screens built so far; the other company routes keep the placeholder until theirs are.
export function AreaApp() {
  const screen = page(useLocationPath());
  if (!screen) return <AreaPlaceholder buildLabel={__ATRIUM_BUILD_LABEL__} area="company" />;
  return <Suspense fallback={<Spinner />}>{screen}</Suspense>;
}
