import { COURSE_ADMINS, hasAnyRole, HttpError, type Principal } from '@atrium/service-core';
import { ALL_CUSTOMERS_TYPE, type LicenseType } from '@atrium/company-contract';

/**
 * The customer whose licenses a company page shows: the one the caller acts for, for company admins and
 * course staff alike (staff switch customer context to look at another), so nobody reaches another
 * customer's licenses by naming them (decision 0180).
 */
export function reportCustomerOf(principal: Principal): number {
  if (principal.activeCustomerId === null) throw new HttpError(403, 'No active customer');
  return principal.activeCustomerId;
}

/**
 * Whose licenses a search reads: the caller's customer's; for the approved-of-every-customer overview, every
 * customer's to course staff, and to anyone else every customer's on the courses whose report role their customer
 * holds (document 001 §5, §6; decision 0260).
 */
export type SearchScope = { kind: 'customer'; customerId: number } | { kind: 'everyCustomer' } | { kind: 'reportRole'; customerId: number };

export function searchScopeOf(principal: Principal, type: LicenseType): SearchScope {
  if (type !== ALL_CUSTOMERS_TYPE) return { kind: 'customer', customerId: reportCustomerOf(principal) };
  if (hasAnyRole(principal, COURSE_ADMINS)) return { kind: 'everyCustomer' };
  return { kind: 'reportRole', customerId: reportCustomerOf(principal) };
}
