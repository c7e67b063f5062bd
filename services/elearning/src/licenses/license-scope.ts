import { HttpError, type Principal, type Role } from '@atrium/service-core';

// Document 001 §6: platform admins and course staff administer every license; a company admin sees
// and cancels only the licenses bought for their own company (the active customer context).
export const LICENSE_VIEWERS: { roles: Role[] } = { roles: ['atrium', 'staff', 'companyadmin'] };
// Marking licenses approved and handing out new ones is the course administrators' work.
export const LICENSE_ADMINS: { roles: Role[] } = { roles: ['atrium', 'staff'] };

/** The customer whose licenses the caller is limited to, or null for all. */
export function licenseCustomerScope(principal: Principal): number | null {
  if (principal.roles.includes('atrium') || principal.roles.includes('staff')) return null;
  if (principal.activeCustomerId === null) throw new HttpError(403, 'No active customer');
  return principal.activeCustomerId;
}
