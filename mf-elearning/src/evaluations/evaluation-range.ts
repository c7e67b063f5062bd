/** yyyy-MM-dd of a date in local time (what the user calls "today"). */
function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Document 001 §9: the evaluation date range starts at the start of this year and ends today. */
export function defaultEvaluationRange(today: Date): { fromDate: string; toDate: string } {
  return { fromDate: `${today.getFullYear()}-01-01`, toDate: isoDay(today) };
}

/** The evaluation the query parameter staruuid asks to star on open, if any. */
export function starUuidOf(search: string): string | null {
  return new URLSearchParams(search).get('staruuid') || null;
}
