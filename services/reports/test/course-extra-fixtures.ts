import { sql, type Kysely } from 'kysely';

/** Lunch (NOK and SEK), a hotel night (NOK only) and a withdrawn book; answers their ids by code. */
export async function seedExtraCatalogue(db: Kysely<any>): Promise<Record<'LUNCH' | 'HOTEL' | 'BOOK', number>> {
  const { rows } = await sql<{ id: number; code: 'LUNCH' | 'HOTEL' | 'BOOK' }>`
    insert into reports.course_extra (code, name, kind, active) values
      ('LUNCH', 'Lunch', 'MEAL', true), ('HOTEL', 'Hotel night', 'ACCOMMODATION', true), ('BOOK', 'Course book', 'MATERIAL', false)
    returning id, code`.execute(db);
  const ids = Object.fromEntries(rows.map((row) => [row.code, row.id])) as Record<'LUNCH' | 'HOTEL' | 'BOOK', number>;
  await sql`
    insert into reports.course_extra_price values
      (${ids.LUNCH}, 'NOK', 25000), (${ids.LUNCH}, 'SEK', 26000), (${ids.HOTEL}, 'NOK', 149000), (${ids.BOOK}, 'NOK', 45000)`.execute(db);
  return ids;
}
