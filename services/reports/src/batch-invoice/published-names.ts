import { sql, type Kysely } from 'kysely';
import { viewExists } from '../checkout/published-buyers';

/** Names by id from the company area's customers or the users area's people; an unknown id gets none. */
async function namesFrom(db: Kysely<any>, view: 'company_customer' | 'users_person', ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0 || !(await viewExists(db, `published.${view}`))) return new Map();
  const name = view === 'company_customer' ? sql`name` : sql`trim(first_name || ' ' || last_name)`;
  const { rows } = await sql<{ id: number; name: string }>`
    select id, ${name} as name from ${sql.table(`published.${view}`)} where id = any(${ids}::int[])`.execute(db);
  return new Map(rows.map((row) => [row.id, row.name]));
}

export const customerNames = (db: Kysely<any>, ids: number[]) => namesFrom(db, 'company_customer', ids);
export const personNames = (db: Kysely<any>, ids: number[]) => namesFrom(db, 'users_person', ids);
