import { cartEndpoints } from '@atrium/reports-contract';
import { callEndpoint, Link, useT } from '@atrium/shared-ui';
import { useEffect, useState } from 'react';

const CART_PAGE = '/app/webshop/cart';

/**
 * The header's way to the cart with the number of lines in it (document 003 §7 itemsInCartCount). It asks the
 * reports area again on every page change, so a course added in the catalogue shows on the next navigation; the
 * count is a POST (as §7 has it), so it is called, not read with useEndpoint, whose key would not change.
 */
export function CartLink({ pathname }: { pathname: string }) {
  const t = useT();
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    callEndpoint(cartEndpoints.itemsInCartCount, {}, { signal: controller.signal })
      .then((answer) => setCount(answer.count))
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
