// Browser-safe: the one vocabulary of role sets. Routes declare `access: { roles: COURSE_ADMINS }`, screens check
// the same names, so "who may do this" reads the same in every service and remote (docs/conventions.md).
import type { Role } from './roles';

/** Platform administrators (`atrium`): settings, packages' owners, hot works, remote SCORM. */
export const PLATFORM_ADMINS = ['atrium'] as const satisfies readonly Role[];

/** Course staff: plan and sell courses, approve and add licenses. */
export const COURSE_ADMINS = ['atrium', 'staff'] as const satisfies readonly Role[];

/** Who administers a customer's people and licenses: course staff for every customer, company admins for their own. */
export const CUSTOMER_ADMINS = [...COURSE_ADMINS, 'companyadmin'] as const satisfies readonly Role[];

/** Who may act for their own customer only: the tenant-scoped role. */
export const COMPANY_ADMINS = ['companyadmin'] as const satisfies readonly Role[];

/** Instructors, employed or external: they run the courses they teach (document 002 §6). */
export const INSTRUCTORS = ['instructor', 'instructor_external'] as const satisfies readonly Role[];

/** Who runs classroom courses: course staff for every instance, instructors for those they teach. */
export const COURSE_RUNNERS = [...COURSE_ADMINS, ...INSTRUCTORS] as const satisfies readonly Role[];
