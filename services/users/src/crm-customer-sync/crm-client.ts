/** A customer as the CRM has it (SuperOffice calls it a contact; its id is the soid). */
export interface CrmRecord {
  soid: number;
  name: string;
  orgNumber: string | null;
  /** ISO 3166 two-letter code, when the CRM knows it. */
  country: string | null;
  /** When the CRM last changed it (ISO), when the CRM says. */
  updated: string | null;
}

/** The few calls Atrium makes to a CRM (decision 0219); SuperOffice's REST API implements it. */
export interface CrmClient {
  /** The customer now, or null when the CRM has none with that soid. */
  customer: (soid: number) => Promise<CrmRecord | null>;
  /** One page of customers changed at or after `since` (all when null), oldest change first. */
  changedSince: (since: Date | null, skip: number, top: number) => Promise<CrmRecord[]>;
}

/** The CRM did not answer or answered an error: the caller answers 502 with a message key. */
export class CrmUnavailableError extends Error {}
