// Browser-safe: the instructor list of document 003 (§2 /instructor-list, §4, §5, §7 "Instructors", §8, §9).
import { defineEndpoint, type Role } from '@atrium/core-contract';
import { z } from 'zod';
import { userSelectItemSchema } from './user-select-item';

/** The role list for instructors (document 003 §6): GET users/roles/instructor answers these. */
export const INSTRUCTOR_ROLES = ['instructor', 'instructor_external'] as const satisfies readonly Role[];
export const instructorRoleSchema = z.enum(INSTRUCTOR_ROLES, { error: 'validation.required' });
export type InstructorRole = z.infer<typeof instructorRoleSchema>;

/** Who sees the list and adds instructors: the course provider's staff and platform admins (the menu's roles). */
export const INSTRUCTOR_LIST_ROLES: Role[] = ['atrium', 'staff'];
/** Document 003 §7, §9: the add modal's user search lists at most 200. */
export const INSTRUCTOR_USER_SEARCH_LIMIT = 200;

/** One row per person and instructor role they hold in an active context. */
export const instructorListItemSchema = z.object({ userId: z.number().int(), name: z.string(), instructorRole: instructorRoleSchema });
export type InstructorListItem = z.infer<typeof instructorListItemSchema>;
export const instructorListAnswerSchema = z.array(instructorListItemSchema);
export const instructorRolesAnswerSchema = z.array(instructorRoleSchema);

export const instructorUserSearchQuerySchema = z.object({ q: z.string().trim().min(2, 'validation.length.min').max(200) });
export type InstructorUserSearchQuery = z.input<typeof instructorUserSearchQuerySchema>;
/** The first 200 hits by name, and how many matched in all (document 002 §9 "reports hits and total"). */
export const instructorUserSearchAnswerSchema = z.object({ hits: z.array(userSelectItemSchema), total: z.number().int() });
export type InstructorUserSearchAnswer = z.infer<typeof instructorUserSearchAnswerSchema>;

/** POST /web/data/instructor/add: the person gets the role at the customer the caller acts for. */
export const instructorAddBodySchema = z.object({
  userId: z.number({ error: 'validation.required' }).int().positive(),
  instructorRole: instructorRoleSchema,
});
export type InstructorAddBody = z.input<typeof instructorAddBodySchema>;
/** added is false when the person already held the role there. */
export const instructorAddResultSchema = z.object({ added: z.boolean() });
export type InstructorAddResult = z.infer<typeof instructorAddResultSchema>;

const instructorCall = { area: 'users', access: { roles: INSTRUCTOR_LIST_ROLES } } as const;

/** Document 003 §7 "Instructors" (the user search's path is not shown, so it sits beside the others). */
export const instructorListEndpoints = {
  list: defineEndpoint({ ...instructorCall, method: 'GET', path: '/web/data/instructor/all', response: instructorListAnswerSchema }),
  roles: defineEndpoint({ ...instructorCall, method: 'GET', path: '/users/roles/instructor', response: instructorRolesAnswerSchema }),
  userSearch: defineEndpoint({
    ...instructorCall,
    method: 'GET',
    path: '/web/data/instructor/usersearch',
    query: instructorUserSearchQuerySchema,
    response: instructorUserSearchAnswerSchema,
  }),
  /** The role goes into the person's context at the customer the caller acts for: the course provider. */
  add: defineEndpoint({
    ...instructorCall,
    method: 'POST',
    path: '/web/data/instructor/add',
    body: instructorAddBodySchema,
    response: instructorAddResultSchema,
  }),
};
