import { ORDER_TICKER_BELL_MINOR_UNITS, type TickerOrder } from '@atrium/reports-contract';
import { useEffect, useRef, useState } from 'react';
import { ringBell } from './bell';

/**
 * Document 003 §9: in screen display mode a bell rings when a new order has a net price of at least 5000 currency
 * units. Orders present at the first load of a range are not new; a new range (the midnight roll) starts over.
 * Answers the latest big order, so the page can also say it in words.
 */
export function useOrderBell(orders: TickerOrder[] | undefined, rangeKey: string, displayMode: boolean): TickerOrder | null {
  const seen = useRef<{ rangeKey: string; ids: Set<number> } | null>(null);
  const [latest, setLatest] = useState<TickerOrder | null>(null);

  useEffect(() => {
    if (!orders) return;
    if (seen.current?.rangeKey !== rangeKey) {
      seen.current = { rangeKey, ids: new Set(orders.map((order) => order.purchaseId)) };
      return;
    }
    const fresh = orders.filter((order) => !seen.current!.ids.has(order.purchaseId));
    for (const order of fresh) seen.current.ids.add(order.purchaseId);
    const big = fresh.find((order) => order.netPriceInCents >= ORDER_TICKER_BELL_MINOR_UNITS);
    if (big && displayMode) {
      ringBell();
      setLatest(big);
    }
  }, [orders, rangeKey, displayMode]);

  return latest;
}
