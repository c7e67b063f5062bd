import { COURSE_ADMINS } from '@atrium/core-contract';
import { HttpError } from './errors';
import { hasAnyRole } from './role-check';
import type { Principal } from './session';

// Who may work across customers is said once: course staff (COURSE_ADMINS). Company admins, instructors and
// learners are tenant-scoped: they see and touch only their own customers' objects (document 001 §6, issue 11
// finding 1).

/** Whether the caller's active context works for every customer. */
export function isCrossTenant(principal: Principal): boolean {
  return hasAnyRole(principal, COURSE_ADMINS);
}

/**
 * The one customer a caller's reads and writes are limited to: none (null) for a cross-tenant caller; the active
 * customer for everyone else. For screens that work in the active context (a company admin's own company).
 */
export function customerScopeOf(principal: Principal): number | null {
  if (isCrossTenant(principal)) return null;
  if (principal.activeCustomerId === null) throw new HttpError(403, 'No active customer');
  return principal.activeCustomerId;
}

/**
 * Every customer a tenant-scoped caller belongs to (their contexts), or null for a cross-tenant caller: no limit.
 * For checks on one object ("is this person one of mine?"), whichever context is active.
 */
export function ownCustomerIds(principal: Principal): number[] | null {
  return isCrossTenant(principal) ? null : principal.contexts.map((context) => context.customerId);
}
