/** A price typed in currency units ("1 234,50"; comma or point) in minor units (documents 000/001: times 100); null when unreadable. */
export function toMinorUnits(typed: string): number | null {
  const amount = typed.replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(amount)) return null;
  return Math.round(Number(amount) * 100);
}
