import { sql, type Kysely } from 'kysely';
import type { LearningSite } from '@atrium/service-core';

/*
 * Customers come from the company area's view and people from the users area's view (schema `published`),
 * never their tables. Run alone without those areas, the buyer's own site stands in and nobody gets mail.
 */
export async function viewExists(db: Kysely<any>, name: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`select to_regclass(${name}) is not null as found`.execute(db);
  return rows[0]?.found ?? false;
}

/** The customer's learning site; undefined for a customer the company area does not know. */
export async function customerSite(db: Kysely<any>, customerId: number, fallback: LearningSite): Promise<LearningSite | undefined> {
  if (!(await viewExists(db, 'published.company_customer'))) return fallback;
  const { rows } = await sql<{ site: LearningSite | null }>`
    select site from published.company_customer where id = ${customerId} and active`.execute(db);
  return rows.length === 0 ? undefined : (rows[0]!.site ?? fallback);
}

export async function personEmail(db: Kysely<any>, userId: number): Promise<{ name: string; email: string } | undefined> {
  if (!(await viewExists(db, 'published.users_person'))) return undefined;
  const { rows } = await sql<{ name: string; email: string | null }>`
    select trim(first_name || ' ' || last_name) as name, email from published.users_person where id = ${userId}`.execute(db);
  const person = rows[0];
  return person?.email ? { name: person.name, email: person.email } : undefined;
}
