import { HttpError, type LearningSite } from '@atrium/service-core';
import { CRM_ERRORS } from '@atrium/users-contract';
import { sql } from 'kysely';
import type { UsersDb } from '../db';
import type { CrmRecord } from './crm-client';
import { upsertCrmMirror } from './crm-mirror';

// One soid is paired, created or synced by one transaction at a time; the unique indexes are the last word.
const lockSoid = (trx: UsersDb, soid: number) => sql`select pg_advisory_xact_lock(hashtext('users.crm_pairing'), ${soid})`.execute(trx);

/** A CRM customer's country decides the learning site of a customer made from it (decision 0219). */
function siteOf(country: string | null): LearningSite {
  if (country === 'NO') return 'NO';
  if (country === 'SE') return 'SE';
  return 'INT';
}

async function openCustomerExists(trx: UsersDb, customerId: number): Promise<boolean> {
  const { rows } = await sql`
    select 1 from published.company_customer_registry where id = ${customerId} and active and merged_into_id is null`.execute(trx);
  return rows.length > 0;
}

/** Copies the CRM's name and organisation number onto the paired customer (the company area's function). */
export async function syncPair(trx: UsersDb, customerId: number, record: CrmRecord): Promise<void> {
  await sql`select published.company_update_customer(${customerId}, ${record.name}, ${record.orgNumber})`.execute(trx);
  await trx
    .updateTable('crm_pairing')
    .set({ synced_at: sql<Date>`now()`, synced_name: record.name, synced_org_number: record.orgNumber })
    .where('soid', '=', record.soid)
    .execute();
  await upsertCrmMirror(trx, [record]);
}

/** Pairs an existing customer with a CRM customer and syncs them; refuses a soid or customer paired elsewhere. */
export async function pairCustomer(trx: UsersDb, record: CrmRecord, customerId: number, actorId: number): Promise<void> {
  await lockSoid(trx, record.soid);
  if (!(await openCustomerExists(trx, customerId))) throw new HttpError(404, CRM_ERRORS.noCustomer);
  const existing = await trx
    .selectFrom('crm_pairing')
    .select(['soid', 'customer_id'])
    .where((eb) => eb.or([eb('soid', '=', record.soid), eb('customer_id', '=', customerId)]))
    .execute();
  const same = existing.find((pair) => pair.soid === record.soid && pair.customer_id === customerId);
  if (!same) {
    if (existing.some((pair) => pair.soid === record.soid)) throw new HttpError(409, CRM_ERRORS.soidPaired);
    if (existing.length > 0) throw new HttpError(409, CRM_ERRORS.customerPaired);
    await trx
      .insertInto('crm_pairing')
      .values({ soid: record.soid, customer_id: customerId, paired_by: actorId })
      .execute()
      .catch((error: Error & { code?: string }) => {
        // The customer was paired by someone else since the check (the lock is per soid, not per customer).
        throw error.code === '23505' ? new HttpError(409, CRM_ERRORS.customerPaired) : error;
      });
  }
  await syncPair(trx, customerId, record);
}

/** The Atrium customer of a CRM customer: the paired one when there is one, else a new one, paired and synced. */
export async function createCustomerFromCrm(
  trx: UsersDb,
  record: CrmRecord,
  actorId: number,
): Promise<{ customerId: number; created: boolean }> {
  await lockSoid(trx, record.soid);
  const existing = await trx.selectFrom('crm_pairing').select('customer_id').where('soid', '=', record.soid).executeTakeFirst();
  if (existing) return { customerId: existing.customer_id, created: false };
  const { rows } = await sql<{ id: number }>`
    select published.company_create_customer(${record.name}, ${record.orgNumber}, ${siteOf(record.country)}) as id`.execute(trx);
  const customerId = rows[0]!.id;
  await trx.insertInto('crm_pairing').values({ soid: record.soid, customer_id: customerId, paired_by: actorId }).execute();
  await syncPair(trx, customerId, record);
  return { customerId, created: true };
}

/** Ends a pairing; the customer stays as it is. False when nothing was paired with the soid. */
export async function unpair(trx: UsersDb, soid: number): Promise<boolean> {
  const { numDeletedRows } = await trx.deleteFrom('crm_pairing').where('soid', '=', soid).executeTakeFirst();
  return numDeletedRows > 0n;
}

/** The CRM has no such customer any more: it leaves the mirror (a pairing with it shows no CRM data). */
export async function forgetCrmCustomer(trx: UsersDb, soid: number): Promise<void> {
  await trx.deleteFrom('crm_customer').where('soid', '=', soid).execute();
}
