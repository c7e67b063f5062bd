import type { Role } from '@atrium/core-contract';
import type { Principal } from './session';

/** Whether the principal's active context holds any of the roles. */
export function hasAnyRole(principal: Principal, roles: readonly Role[]): boolean {
  return roles.some((role) => principal.roles.includes(role));
}
