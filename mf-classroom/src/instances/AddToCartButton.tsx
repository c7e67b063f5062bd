import { cartEndpoints } from '@atrium/reports-contract';
import { Button, callEndpoint, hrefTo, toast, useT } from '@atrium/shared-ui';
import { useState } from 'react';
import { navigateToUrl } from 'single-spa';

/**
 * Document 003 §7 cart helper: adds a course instance to the signed-in person's cart (a CLASSROOM line names the
 * instance, decision 0140), then goes to the cart, where the buyer chooses the customer and the learners.
 */
export function AddToCartButton({ instanceId, label }: { instanceId: number; label: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      await callEndpoint(cartEndpoints.addCourseToCart, { body: { courseId: instanceId, courseType: 'CLASSROOM', quantity: 1 } });
      navigateToUrl(hrefTo('app.webshop.cart'));
    } catch {
      toast.error('instances.addToCart.failed');
      setBusy(false);
    }
  };
  return (
    <Button variant="link" aria-label={label} disabled={busy} onClick={() => void add()}>
      {t('instances.addToCart')}
    </Button>
  );
}
