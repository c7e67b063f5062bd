import { useEffect, useState } from 'react';
import { isLive, today } from './ticker-range';

/**
 * The ticker's dates. While both are today the page is live: every minute `tick` changes so the list reloads,
 * and at midnight both dates roll to the new day (document 003 §4).
 */
export function useTickerDays(refreshMs: number) {
  const [from, setFrom] = useState<string | null>(() => today());
  const [to, setTo] = useState<string | null>(() => today());
  const [tick, setTick] = useState(0);
  const live = isLive(from, to);

  useEffect(() => {
    if (!live) return undefined;
    const timer = setInterval(() => {
      const now = today();
      if (now !== from) {
        setFrom(now);
        setTo(now);
      }
      setTick((n) => n + 1);
    }, refreshMs);
    return () => clearInterval(timer);
  }, [live, from, refreshMs]);

  return { from, to, setFrom, setTo, tick, live };
}
