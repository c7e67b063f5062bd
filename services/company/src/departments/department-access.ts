import type { Principal, Role } from '@atrium/service-core';

const READS_EVERY_CUSTOMER: Role[] = ['atrium', 'staff'];

/** Who may read departments at all: the department picker's users. */
export const DEPARTMENT_READERS: Role[] = [...READS_EVERY_CUSTOMER, 'companyadmin'];

/**
 * Platform admins and course staff read any customer's departments; a company admin only those of the
 * customer they act for, since company-level users see only their own company's data (document 001 §6).
 */
export function readsDepartmentsOf(principal: Principal, customerId: number): boolean {
  if (principal.roles.some((role) => READS_EVERY_CUSTOMER.includes(role))) return true;
  return principal.roles.includes('companyadmin') && principal.activeCustomerId === customerId;
}
