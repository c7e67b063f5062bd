import type { Me, Role } from './types';

/** Roles in the active customer context; a user acts for one customer at a time. */
export function activeRoles(me: Me | null): Role[] {
  if (!me || me.activeCustomerId === null) return [];
  return me.contexts.find((context) => context.customerId === me.activeCustomerId)?.roles ?? [];
}
