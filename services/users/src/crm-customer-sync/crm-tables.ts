import type { ColumnType } from 'kysely';

/** The mirror of the CRM's customers (migration 0120): what the CRM said when last read. */
export interface CrmCustomerTable {
  soid: number;
  name: string;
  org_number: string | null;
  country: string | null;
  crm_updated: ColumnType<Date | null, Date | string | null, Date | string | null>;
  fetched_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One Atrium customer paired with one CRM customer; synced_* is what the last sync copied. */
export interface CrmPairingTable {
  customer_id: number;
  soid: number;
  paired_at: ColumnType<Date, never, never>;
  paired_by: number | null;
  synced_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  synced_name: string | null;
  synced_org_number: string | null;
}
