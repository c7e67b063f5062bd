import { sql, type Kysely } from 'kysely';

/** The areas that answer for what they hold about a person, each through `published.<area>_person_export(user)`. */
const AREAS = ['elearning', 'classroom', 'reports', 'company'] as const;

/** Each present area's JSON about the person; an area whose function is missing (a service run alone) is left out. */
export async function areaExports(db: Kysely<any>, userId: number): Promise<{ area: string; data: unknown }[]> {
  const { rows } = await sql<{ area: string }>`
    select area from unnest(${[...AREAS]}::text[]) area where to_regproc('published.' || area || '_person_export') is not null`.execute(db);
  const answers = [];
  for (const { area } of rows) {
    const { rows: data } = await sql<{
      data: unknown;
    }>`select ${sql.raw(`published.${area}_person_export`)}(${userId}::int) as data`.execute(db);
    answers.push({ area, data: data[0]?.data ?? null });
  }
  return answers;
}
