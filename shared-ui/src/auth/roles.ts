import { activeRoles } from './active-roles';
import { useAuth } from './use-auth';
import type { Role } from './types';

export function hasRole(role: Role): boolean {
  return useAuth.getState().hasRole(role);
}

export function hasAnyRole(roles: readonly Role[]): boolean {
  return useAuth.getState().hasAnyRole(roles);
}

/** Re-renders the caller when the user, or the active customer, changes. */
export function useHasRole(role: Role): boolean {
  return useAuth((state) => activeRoles(state.me).includes(role));
}
