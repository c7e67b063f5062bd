// What the pickers hold: document 001 §3's picker items. The user item is the users contract's own; the
// others repeat the fields of the company and classroom contracts, which shared-ui does not import.

/** GET /api/users/data/users/search: id, uuid, firstname, lastname. */
export type { UserSelectItem } from '@atrium/users-contract';

/** GET /api/company/data/customers/{customerId}/departments */
export interface DepartmentItem {
  id: number;
  name: string;
}

export interface DepartmentPage {
  total: number;
  departments: DepartmentItem[];
}

/** GET /api/company/data/customers: departments only where the caller may read them, else empty. */
export interface CustomerSearchItem {
  id: number;
  uuid: string;
  name: string;
  externalAccountingId: string | null;
  departments: DepartmentItem[];
}

/** What the customer picker holds: a search answer, or just id and name from a caller that only has those. */
export type CustomerItem = Pick<CustomerSearchItem, 'id' | 'name'> & Partial<Omit<CustomerSearchItem, 'id' | 'name'>>;

/** GET /api/classroom/data/courseplaces */
export interface CoursePlaceItem {
  id: number;
  name: string;
  /** Synchronised with the CRM. */
  soSync: boolean;
  abbreviation?: string | null;
  city?: string | null;
}
