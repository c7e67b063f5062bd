import type { Role } from '@atrium/core-contract';
import type { Principal } from './session';

/** Roles that work across every customer (the platform's own people); anyone else is tenant-scoped. */
export const CROSS_TENANT_ROLES: readonly Role[] = ['atrium', 'staff'];

/**
 * Whether the caller's active context works for every customer. Company admins, instructors and learners are
 * tenant-scoped: they see and touch only their own customers' objects (document 001 §6, issue 11 finding 1).
 */
export function isCrossTenant(principal: Principal): boolean {
  return principal.roles.some((role) => CROSS_TENANT_ROLES.includes(role));
}

/** The customers a tenant-scoped caller belongs to (their contexts), or null for a cross-tenant caller: no limit. */
export function ownCustomerIds(principal: Principal): number[] | null {
  return isCrossTenant(principal) ? null : principal.contexts.map((context) => context.customerId);
}
