import { sql, type Kysely } from 'kysely';

/*
 * Customer names come from the view the company area publishes (schema `published`), never from its
 * tables. The service run alone on a database without that area gets no names instead of an error.
 */
async function customerViewExists(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`select to_regclass('published.company_customer') is not null as found`.execute(db);
  return rows[0]?.found ?? false;
}

async function customerNames(db: Kysely<any>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0 || !(await customerViewExists(db))) return new Map();
  const { rows } = await sql<{ id: number; name: string }>`
    select id, name from published.company_customer where id = any(${[...ids]}::int[])`.execute(db);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The rows with the customer's name added; null where the company area does not know the customer. */
export async function withCustomerNames<T extends { customerId: number }>(
  db: Kysely<any>,
  rows: T[],
): Promise<(T & { customerName: string | null })[]> {
  const names = await customerNames(
    db,
    rows.map((row) => row.customerId),
  );
  return rows.map((row) => ({ ...row, customerName: names.get(row.customerId) ?? null }));
}

/** Whether the company area knows the customer; without its view (the service run alone) every id passes. */
export async function customerKnown(db: Kysely<any>, id: number): Promise<boolean> {
  if (!(await customerViewExists(db))) return true;
  const { rows } = await sql<{ id: number }>`select id from published.company_customer where id = ${id}`.execute(db);
  return rows.length > 0;
}
