import { COURSE_ADMINS, hasAnyRole, type Principal } from '@atrium/service-core';

/**
 * Platform admins and course staff read any customer's departments; a company admin only those of the
 * customer they act for, since company-level users see only their own company's data (document 001 §6).
 */
export function readsDepartmentsOf(principal: Principal, customerId: number): boolean {
  if (hasAnyRole(principal, COURSE_ADMINS)) return true;
  return principal.roles.includes('companyadmin') && principal.activeCustomerId === customerId;
}
