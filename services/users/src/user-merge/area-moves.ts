import { sql, type Kysely } from 'kysely';
import type { MergeAreas } from '../db';

/**
 * The areas that hold rows about a person, each moving its own through functions it publishes (decision 0134):
 * `<area>_person_rows(from, to)` counts what would move, `<area>_move_person(merge, from, to …)` moves and records it,
 * `<area>_undo_person_move(merge)` puts back what that merge moved. They run in the merge's transaction, so the
 * whole merge commits or nothing does. An area whose functions are not there (a service run alone) is skipped.
 */
const AREAS = [
  {
    area: 'elearning',
    move: (merge: number, from: number, to: number, toUuid: string) =>
      sql`select published.elearning_move_person(${merge}::bigint, ${from}::int, ${to}::int, ${toUuid}::uuid) as moved`,
  },
  {
    area: 'classroom',
    move: (merge: number, from: number, to: number) =>
      sql`select published.classroom_move_person(${merge}::bigint, ${from}::int, ${to}::int) as moved`,
  },
  {
    area: 'reports',
    move: (merge: number, from: number, to: number) =>
      sql`select published.reports_move_person(${merge}::bigint, ${from}::int, ${to}::int) as moved`,
  },
  {
    area: 'company',
    move: (merge: number, from: number, to: number) =>
      sql`select published.company_move_person(${merge}::bigint, ${from}::int, ${to}::int) as moved`,
  },
] as const;

async function present(db: Kysely<any>): Promise<(typeof AREAS)[number][]> {
  const { rows } = await sql<{ area: string }>`
    select area from unnest(${AREAS.map((entry) => entry.area)}::text[]) area
    where to_regproc('published.' || area || '_move_person') is not null`.execute(db);
  const found = new Set(rows.map((row) => row.area));
  return AREAS.filter((entry) => found.has(entry.area));
}

/** What each other area would move from one person to another. */
export async function previewAreas(db: Kysely<any>, from: number, to: number): Promise<MergeAreas> {
  const areas: MergeAreas = [];
  for (const { area } of await present(db)) {
    const { rows } = await sql<{ kind: string; count: string }>`
      select kind, count from ${sql.raw(`published.${area}_person_rows`)}(${from}::int, ${to}::int)`.execute(db);
    areas.push({ area, rows: rows.map((row) => ({ kind: row.kind, count: Number(row.count) })) });
  }
  return areas;
}

/** Moves every other area's rows, in the caller's transaction. */
export async function moveAreas(trx: Kysely<any>, merge: number, from: number, to: number, toUuid: string): Promise<void> {
  for (const entry of await present(trx)) await entry.move(merge, from, to, toUuid).execute(trx);
}

/** Puts back what each other area moved for the merge, in the caller's transaction. */
export async function undoAreas(trx: Kysely<any>, merge: number): Promise<void> {
  for (const { area } of await present(trx)) {
    await sql`select ${sql.raw(`published.${area}_undo_person_move`)}(${merge}::bigint)`.execute(trx);
  }
}
