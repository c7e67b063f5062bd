import { sql, type Kysely } from 'kysely';

/** The checks still open when each instance's internal control was confirmed (published.classroom_internal_control). */
export async function confirmedInternalControls(db: Kysely<any>, instanceIds: readonly number[]): Promise<Map<number, string[]>> {
  if (instanceIds.length === 0) return new Map();
  const { rows } = await sql<{ cli_id: number; open_checks: string[] }>`
    select cli_id, open_checks from published.classroom_internal_control where cli_id = any(${[...instanceIds]}::int[])`.execute(db);
  return new Map(rows.map((row) => [row.cli_id, row.open_checks]));
}
