import { COURSE_ADMINS, hasAnyRole, type Principal } from '@atrium/service-core';

/** Course admins see every course; anyone else only those on sale (decision 0015, the catalogue and customer context). */
export const seesEveryCourse = (principal: Principal) => hasAnyRole(principal, COURSE_ADMINS);
