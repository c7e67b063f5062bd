import { COURSE_ADMINS, hasAnyRole, PLATFORM_ADMINS, type Principal, type Role } from '@atrium/service-core';

/**
 * Who may give or take a role: the platform-admin role only a platform admin, the staff role only course
 * staff (both work across every customer, decision 0113), every other role anyone who administers the context.
 */
export function mayGrant(principal: Principal, role: Role): boolean {
  if (role === 'atrium') return hasAnyRole(principal, PLATFORM_ADMINS);
  if (role === 'staff') return hasAnyRole(principal, COURSE_ADMINS);
  return true;
}
