/** The change against a year earlier in whole percent, or null when there was nothing a year earlier. */
export function changePercent(now: number, before: number): number | null {
  return before === 0 ? null : Math.round(((now - before) / before) * 100);
}
