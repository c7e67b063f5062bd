import { sql, type Kysely } from 'kysely';

/*
 * Names and addresses of people come from the view the users area publishes (schema `published`),
 * never from its tables. The service run alone on a database without that area gets no names.
 */
export async function peopleViewExists(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`select to_regclass('published.users_person') is not null as found`.execute(db);
  return rows[0]?.found ?? false;
}

export interface PublishedPerson {
  id: number;
  name: string;
  email: string | null;
}

export async function peopleByIds(db: Kysely<any>, ids: readonly number[]): Promise<Map<number, PublishedPerson>> {
  if (ids.length === 0 || !(await peopleViewExists(db))) return new Map();
  const { rows } = await sql<PublishedPerson>`
    select id, trim(first_name || ' ' || last_name) as name, email
    from published.users_person where id = any(${[...ids]}::int[])`.execute(db);
  return new Map(rows.map((row) => [row.id, row]));
}
