import type { LearningSite } from '@atrium/service-core';
import { sql, type Kysely } from 'kysely';

export interface OpenCustomer {
  id: number;
  name: string;
  site: LearningSite;
}

/**
 * A customer people may be registered at, read from the view the company area publishes (customers are
 * that area's): not inactive, and not merged into another customer.
 */
export async function findOpenCustomer(db: Kysely<any>, id: number): Promise<OpenCustomer | undefined> {
  const { rows } = await sql<OpenCustomer>`
    select id, name, site from published.company_customer
    where id = ${id} and active and merged_into_id is null`.execute(db);
  return rows[0];
}
