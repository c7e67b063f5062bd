import { HttpError, type Principal, type Role } from '@atrium/service-core';

// As the e-course licence list (ARCHITECTURE.md): platform admins and course staff see every licence;
// a company admin reads those bought for the active customer. Changing classroom licences is the
// course administrators' work alone: cancelling a participation follows the course's cancellation
// rules, which only they apply (document 002 §3).
export const LICENCE_READERS: { roles: Role[] } = { roles: ['atrium', 'staff', 'companyadmin'] };
export const LICENCE_ADMINS: { roles: Role[] } = { roles: ['atrium', 'staff'] };

/** The customer whose licences the caller reads, or null for all. */
export function readableCustomer(principal: Principal): number | null {
  if (LICENCE_ADMINS.roles.some((role) => principal.roles.includes(role))) return null;
  if (principal.activeCustomerId === null) throw new HttpError(403, 'No active customer');
  return principal.activeCustomerId;
}
