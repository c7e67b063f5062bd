import { sql, type Kysely } from 'kysely';

/*
 * The company and users areas publish no lookup API yet. All areas share one database (one schema each),
 * so these read-only lookups read their tables directly; a missing schema (the service run alone on an
 * empty database) yields no names instead of an error.
 */
async function tableExists(db: Kysely<any>, name: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`select to_regclass(${name}) is not null as found`.execute(db);
  return rows[0]?.found ?? false;
}

export async function customerNames(db: Kysely<any>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0 || !(await tableExists(db, 'company.customer'))) return new Map();
  const { rows } = await sql<{ id: number; name: string }>`
    select id, name from company.customer where id = any(${[...ids]}::int[])`.execute(db);
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function searchCustomers(db: Kysely<any>, text: string, limit: number) {
  if (!(await tableExists(db, 'company.customer'))) return [];
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await sql<{ customerId: number; customerName: string }>`
    select id as "customerId", name as "customerName" from company.customer
    where name ilike ${pattern} or id::text = ${text}
    order by lower(name), id limit ${limit}`.execute(db);
  return rows;
}

/** Users who can be responsible for a course: platform admins and course staff. */
export async function responsibleUsers(db: Kysely<any>) {
  if (!(await tableExists(db, 'users.users'))) return [];
  const { rows } = await sql<{ id: number; name: string }>`
    select distinct u.id, u.first_name || ' ' || u.last_name as name
    from users.users u join users.user_context c on c.user_id = u.id
    where c.active and c.roles && array['atrium', 'staff']::text[]
    order by name, u.id`.execute(db);
  return rows;
}
