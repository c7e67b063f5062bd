import type { Role } from '@atrium/core-contract';
import { HttpError } from './errors';
import { COURSE_ADMINS } from '@atrium/core-contract';
import type { Principal } from './session';

/** Whether the principal's active context holds any of the roles. */
export function hasAnyRole(principal: Principal, roles: readonly Role[]): boolean {
  return roles.some((role) => principal.roles.includes(role));
}

/**
 * The customer a caller's reads and writes are limited to: none (null) for course staff, who work for every
 * customer; the active customer for everyone else, the tenant-scoped company admin among them.
 */
export function customerScopeOf(principal: Principal): number | null {
  if (hasAnyRole(principal, COURSE_ADMINS)) return null;
  if (principal.activeCustomerId === null) throw new HttpError(403, 'No active customer');
  return principal.activeCustomerId;
}
