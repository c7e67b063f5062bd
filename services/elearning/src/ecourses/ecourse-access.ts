import type { Principal, Role } from '@atrium/service-core';

// Document 001 §1: platform admins maintain e-courses; course staff administer them with them.
export const COURSE_ADMINS: { roles: Role[] } = { roles: ['atrium', 'staff'] };
// Document 001 §6: discounts per customer, responsible users, quote codes and packages by status.
export const PLATFORM_ADMINS: { roles: Role[] } = { roles: ['atrium'] };

/** Course admins see every course; anyone else only those on sale (ARCHITECTURE.md, the catalogue and customer context). */
export const seesEveryCourse = (principal: Principal) => COURSE_ADMINS.roles.some((role) => principal.roles.includes(role));
