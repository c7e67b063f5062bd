import type { Role } from '@atrium/service-core';

// Document 000 names platform admins and course staff as the users of this area.
export const COURSE_ADMINS: { roles: Role[] } = { roles: ['atrium', 'staff'] };
// Document 000 §6: per-customer discounts and the task sets list are for platform admins only.
export const PLATFORM_ADMINS: { roles: Role[] } = { roles: ['atrium'] };
