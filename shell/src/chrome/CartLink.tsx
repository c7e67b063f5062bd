import { CART_PATHS, itemsInCartCountSchema } from '@atrium/reports-contract';
import { apiFetch, Link, useT } from '@atrium/shared-ui';
import { useEffect, useState } from 'react';

const CART_PAGE = '/app/webshop/cart';

/**
 * The header's way to the cart with the number of lines in it (document 003 §7 itemsInCartCount). It asks the
 * reports area again on every page change, so a course added in the catalogue shows on the next navigation.
 */
export function CartLink({ pathname }: { pathname: string }) {
  const t = useT();
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiFetch(`/api/reports${CART_PATHS.itemsInCartCount}`, { method: 'POST', body: {}, signal: controller.signal })
      .then((answer) => setCount(itemsInCartCountSchema.parse(answer).count))
      // The count is a convenience: without it the link still leads to the cart.
      .catch(() => undefined);
    return () => controller.abort();
  }, [pathname]);

  return (
    <Link href={CART_PAGE} className="atr-cart-link">
      {t('cart.link', { count: count ?? 0 })}
    </Link>
  );
}
