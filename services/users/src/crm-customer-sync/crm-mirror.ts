import { sql } from 'kysely';
import type { UsersDb } from '../db';
import type { CrmClient, CrmRecord } from './crm-client';

// The CRM's page size for reading changes: SuperOffice answers at most a few hundred rows per archive page.
const CHANGES_PAGE = 200;

/** Writes what the CRM said about these customers into the mirror (an upsert: repeating it changes nothing). */
export async function upsertCrmMirror(db: UsersDb, records: CrmRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db
    .insertInto('crm_customer')
    .values(
      records.map((record) => ({
        soid: record.soid,
        name: record.name,
        org_number: record.orgNumber,
        country: record.country,
        crm_updated: record.updated,
      })),
    )
    .onConflict((conflict) =>
      conflict.column('soid').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        org_number: eb.ref('excluded.org_number'),
        // The change list does not carry the country; a customer read whole does.
        country: sql<string | null>`coalesce(excluded.country, crm_customer.country)`,
        crm_updated: eb.ref('excluded.crm_updated'),
        fetched_at: sql<Date>`now()`,
      })),
    )
    .execute();
}

/**
 * Reads the CRM's changes since the newest change the mirror holds (from that instant on, so a change made in
 * the same instant is not lost; reading one twice is harmless) and stores them. Answers how many were read.
 */
export async function refreshCrmMirror(db: UsersDb, client: CrmClient): Promise<number> {
  const { latest } = await db
    .selectFrom('crm_customer')
    .select(sql<Date | null>`max(crm_updated)`.as('latest'))
    .executeTakeFirstOrThrow();
  let fetched = 0;
  for (let skip = 0; ; skip += CHANGES_PAGE) {
    const page = await client.changedSince(latest, skip, CHANGES_PAGE);
    await upsertCrmMirror(db, page);
    fetched += page.length;
    if (page.length < CHANGES_PAGE) return fetched;
  }
}
