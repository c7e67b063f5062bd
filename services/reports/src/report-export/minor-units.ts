/** Minor units as currency units with 2 decimals, in integers so no float rounding creeps in (1005 → "10.05"). */
export function unitsOf(minor: number): string {
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
