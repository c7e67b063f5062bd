import type { ColumnType, Generated } from 'kysely';

/** An oil company's contractor portal (migration 0121): configuration as data (decision 0220). */
export interface ContractorPortalTable {
  id: Generated<number>;
  slug: string;
  name: string;
  owner_customer_id: number;
  contact_domains: string[];
}

export interface ContractorPortalCourseTable {
  portal_id: number;
  ecourse_id: number;
}

/** A contractor customer of a portal; with a parent, a sub-contractor of that contractor. */
export interface ContractorTable {
  portal_id: number;
  customer_id: number;
  parent_customer_id: number | null;
}

export interface ContractorRegistrationTable {
  id: Generated<number>;
  portal_id: number;
  user_id: number;
  customer_id: number;
  contact_email: string;
  currently_offshore: boolean;
  registered_at: ColumnType<Date, never, never>;
}
