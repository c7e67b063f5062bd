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

/** The customer a search is limited to: none only for course staff's approved-of-every-customer overview. */
export function searchCustomerOf(principal: Principal, type: LicenseType): number | null {
  if (type !== ALL_CUSTOMERS_TYPE) return reportCustomerOf(principal);
  if (!hasAnyRole(principal, COURSE_ADMINS)) throw new HttpError(403, 'licenseReportType: only course staff see every customer');
  return null;
}
