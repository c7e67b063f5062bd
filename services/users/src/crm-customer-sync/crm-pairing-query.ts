import { containsPattern } from '@atrium/service-core';
import {
  CRM_PAGE_SIZE,
  type CrmPair,
  type CrmPairedPage,
  type CrmStatus,
  type CrmSyncedField,
  type CrmUnpairedPage,
} from '@atrium/users-contract';
import { sql, type RawBuilder } from 'kysely';
import type { UsersDb } from '../db';

interface PairRow {
  soid: number;
  customer_id: number;
  customer_name: string;
  customer_org_number: string | null;
  crm_name: string | null;
  crm_org_number: string | null;
  synced_at: Date | null;
  total: number;
}

// A pair has drifted when the CRM's mirror and the Atrium customer differ in a field a sync copies.
const DRIFTED = sql<boolean>`(m.soid is not null and (m.name is distinct from c.name or m.org_number is distinct from c.org_number))`;

function driftOf(row: Pick<PairRow, 'customer_name' | 'customer_org_number' | 'crm_name' | 'crm_org_number'>): CrmSyncedField[] {
  if (row.crm_name === null) return [];
  const drift: CrmSyncedField[] = [];
  if (row.crm_name !== row.customer_name) drift.push('name');
  if (row.crm_org_number !== row.customer_org_number) drift.push('orgNumber');
  return drift;
}

const toPair = (row: Omit<PairRow, 'total'>): CrmPair => ({
  soid: row.soid,
  customerId: row.customer_id,
  customerName: row.customer_name,
  customerOrgNumber: row.customer_org_number,
  crmName: row.crm_name,
  crmOrgNumber: row.crm_org_number,
  syncedAt: row.synced_at?.toISOString() ?? null,
  drift: driftOf(row),
});

const offsetOf = (page: number) => (page - 1) * CRM_PAGE_SIZE;

function pairSql(where: RawBuilder<boolean>, page: number) {
  return sql<PairRow>`
    select p.soid, p.customer_id, c.name as customer_name, c.org_number as customer_org_number,
      m.name as crm_name, m.org_number as crm_org_number, p.synced_at, count(*) over ()::int as total
    from users.crm_pairing p
    join published.company_customer_registry c on c.id = p.customer_id
    left join users.crm_customer m on m.soid = p.soid
    where ${where}
    order by lower(c.name), p.soid
    limit ${CRM_PAGE_SIZE} offset ${offsetOf(page)}`;
}

/** Paired customers, searched by either system's name or organisation number, or the soid. */
export async function searchPaired(
  db: UsersDb,
  query: { search?: string; page: number; drifted?: 'true' | 'false' },
): Promise<CrmPairedPage> {
  const conditions: RawBuilder<boolean>[] = [sql<boolean>`true`];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      sql<boolean>`(c.name ilike ${pattern} or m.name ilike ${pattern} or c.org_number ilike ${pattern} or m.org_number ilike ${pattern} or p.soid::text = ${query.search})`,
    );
  }
  if (query.drifted === 'true') conditions.push(DRIFTED);
  if (query.drifted === 'false') conditions.push(sql<boolean>`not ${DRIFTED}`);
  const { rows } = await pairSql(sql.join<boolean>(conditions, sql` and `), query.page).execute(db);
  return { rows: rows.map(toPair), total: rows[0]?.total ?? 0 };
}

/** One pair, as the lists show it. */
export async function findPair(db: UsersDb, soid: number): Promise<CrmPair | undefined> {
  const { rows } = await pairSql(sql<boolean>`p.soid = ${soid}`, 1).execute(db);
  return rows[0] && toPair(rows[0]);
}

/** CRM customers (from the mirror) that no Atrium customer is paired with. */
export async function searchUnpaired(db: UsersDb, query: { search?: string; page: number }): Promise<CrmUnpairedPage> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const { rows } = await sql<{
    soid: number;
    name: string;
    org_number: string | null;
    country: string | null;
    crm_updated: Date | null;
    total: number;
  }>`
    select m.soid, m.name, m.org_number, m.country, m.crm_updated, count(*) over ()::int as total
    from users.crm_customer m
    where not exists (select 1 from users.crm_pairing p where p.soid = m.soid)
      and (${pattern}::text is null or m.name ilike ${pattern} or m.org_number ilike ${pattern} or m.soid::text = ${query.search ?? null})
    order by lower(m.name), m.soid
    limit ${CRM_PAGE_SIZE} offset ${offsetOf(query.page)}`.execute(db);
  return {
    rows: rows.map((row) => ({
      soid: row.soid,
      name: row.name,
      orgNumber: row.org_number,
      country: row.country,
      crmUpdated: row.crm_updated?.toISOString() ?? null,
    })),
    total: rows[0]?.total ?? 0,
  };
}

/** How many pairs there are and how many have drifted, and when the mirror last read a change. */
export async function crmCounts(db: UsersDb): Promise<Omit<CrmStatus, 'crm'>> {
  const { rows } = await sql<{ pairs: number; drifted: number; last_refresh: Date | null }>`
    select
      (select count(*)::int from users.crm_pairing) as pairs,
      (select count(*)::int from users.crm_pairing p
         join published.company_customer_registry c on c.id = p.customer_id
         left join users.crm_customer m on m.soid = p.soid
         where ${DRIFTED}) as drifted,
      (select max(fetched_at) from users.crm_customer) as last_refresh`.execute(db);
  const row = rows[0]!;
  return { pairs: row.pairs, drifted: row.drifted, lastRefresh: row.last_refresh?.toISOString() ?? null };
}
