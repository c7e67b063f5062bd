import { HttpError, type Principal, type Role } from '@atrium/service-core';

// As the e-course license list (ARCHITECTURE.md): platform admins and course staff see every license;
// a company admin reads those bought for the active customer. Changing classroom licenses is the
// course administrators' work alone: cancelling a participation follows the course's cancellation
// rules, which only they apply (document 002 §3).
export const LICENSE_READERS: { roles: Role[] } = { roles: ['atrium', 'staff', 'companyadmin'] };
export const LICENSE_ADMINS: { roles: Role[] } = { roles: ['atrium', 'staff'] };

/** The customer whose licenses the caller reads, or null for all. */
export function readableCustomer(principal: Principal): number | null {
  if (LICENSE_ADMINS.roles.some((role) => principal.roles.includes(role))) return null;
  if (principal.activeCustomerId === null) throw new HttpError(403, 'No active customer');
  return principal.activeCustomerId;
}
