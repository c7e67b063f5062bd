/** An amount typed in currency units ("1 234,50") in minor units (document 001 §5: times 100); null when unreadable. */
export function amountInMinorUnits(typed: string): number | null {
  const amount = typed.replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(amount)) return null;
  return Math.round(Number(amount) * 100);
}
