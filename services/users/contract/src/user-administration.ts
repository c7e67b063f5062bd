// Browser-safe: the single-user administration (document 002 §2 "/{product}usersearch/users/{userId}/{tab?}",
// §3 "User", "User context", §4 "User and context", §6, §7 "User administration", §8).
import { CUSTOMER_ADMINS, defineEndpoint, PLATFORM_ADMINS, roleSchema, ROLES } from '@atrium/core-contract';
import { z } from 'zod';
import { localeSchema } from './locale';
import { userIdParamsSchema } from './atrium-user-search';
import { lockableUserFieldSchema } from './disabled-user-fields';

/** Document 002 §2: the tabs, in order; the route's tab parameter selects one (profile when missing). */
export const USER_ADMIN_TABS = [
  'profile',
  'courses',
  'notifications',
  'logins',
  'consent',
  'notes',
  'safetycards',
  'orders',
  'instructor',
  'cart',
] as const;
export type UserAdminTab = (typeof USER_ADMIN_TABS)[number];

/** Document 002 §6: the platform-admin role is hidden in the role list; the rest can be given per customer. */
export const ASSIGNABLE_ROLES = ROLES.filter((role) => role !== 'atrium');

/** Message keys of refusals (document 002 §8 names userUpdated for success). */
export const USER_UPDATED = 'userUpdated';
export const USER_ADMIN_EMAIL_TAKEN = 'useradmin.emailTaken';
export const USER_ADMIN_USERNAME_TAKEN = 'useradmin.usernameTaken';
export const USER_ADMIN_LOCKED = 'useradmin.locked';
export const USER_ADMIN_NO_CONTEXT = 'useradmin.noContext';
export const USER_ADMIN_ROLE_NOT_YOURS = 'useradmin.roleNotYours';
export const USER_ADMIN_SHARED_PERSON = 'useradmin.sharedPerson';
/** 409: the person already has a context at the customer they would move to. */
export const USER_ADMIN_MOVE_ALREADY_THERE = 'useradmin.move.alreadyThere';
/** 400 on toCustomerId: no such customer, or it is closed or merged away. */
export const USER_ADMIN_MOVE_CUSTOMER_CLOSED = 'useradmin.move.customerClosed';
/** 409: the person already has a private customer (decision 0241). */
export const USER_ADMIN_ALREADY_PRIVATE = 'useradmin.private.already';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.length.max')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);
const requiredText = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.length.max');

export const userContextSchema = z.object({
  /** disabledUserFields: the fields this customer locks (decision 0208). */
  customer: z.object({ id: z.number().int(), name: z.string(), disabledUserFields: z.array(lockableUserFieldSchema) }),
  roles: z.array(roleSchema),
  workEmail: z.string().nullable(),
  workPhone: z.string().nullable(),
  employeeNumber: z.string().nullable(),
  title: z.string().nullable(),
  customerDepartment: z.string().nullable(),
  externalId: z.string().nullable(),
  /** The context's fields belong to an integration and are read-only here (document 002 §5 "User admin locks"). */
  apiLockdown: z.boolean(),
  active: z.boolean(),
});
export type UserContext = z.infer<typeof userContextSchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  firstname: z.string(),
  lastname: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  locale: localeSchema,
  created: z.iso.datetime({ offset: true }),
  deleted: z.boolean(),
  /** A company admin sees only the context at the customer they act for. */
  contexts: z.array(userContextSchema),
  /** Document 002 §3 "User": the person's own customer, once converted (decision 0241); null for none. */
  privateCustomer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** PUT data/atriumusersearch/user/{id}. */
export const userUpdateBodySchema = z.object({
  firstname: requiredText(100),
  lastname: requiredText(100),
  email: requiredText(254).pipe(z.email('validation.email')),
  phone: optionalText(40),
  locale: localeSchema,
});
export type UserUpdateBody = z.input<typeof userUpdateBodySchema>;

/** PUT data/atriumusersearch/usercontext/{userId}/{customerId} (document 002 §7: these six fields). */
export const contextUpdateBodySchema = z.object({
  workEmail: optionalText(254).pipe(z.email('validation.email').nullable()),
  workPhone: optionalText(40),
  employeeNumber: optionalText(60),
  title: optionalText(100),
  customerDepartment: optionalText(100),
  externalId: optionalText(100),
});
export type ContextUpdateBody = z.input<typeof contextUpdateBodySchema>;

export const contextParamsSchema = z.object({
  userId: z.coerce.number().int().positive(),
  customerId: z.coerce.number().int().positive(),
});

/** POST update-username (document 002 §7: id, username). */
export const usernameUpdateBodySchema = z.object({
  id: z.number({ error: 'validation.required' }).int().positive(),
  username: requiredText(100).regex(/^\S+$/, 'validation.username'),
});

/** POST data/atriumusersearch/role (body) and DELETE data/atriumusersearch/role (query): role, customer, user. */
export const roleChangeSchema = z.object({
  role: roleSchema,
  customer: z.coerce.number().int().positive(),
  user: z.coerce.number().int().positive(),
});
export type RoleChange = z.input<typeof roleChangeSchema>;

/**
 * POST data/atriumusersearch/moveUserToCustomer (document 002 §7, "body not shown"; decision 0209): the person's
 * context at one customer becomes their context at another.
 */
export const moveUserBodySchema = z
  .object({
    userId: z.number({ error: 'validation.required' }).int().positive().max(2147483647),
    fromCustomerId: z.number({ error: 'validation.required' }).int().positive().max(2147483647),
    toCustomerId: z.number({ error: 'validation.required' }).int().positive().max(2147483647),
  })
  .refine((body) => body.fromCustomerId !== body.toCustomerId, { path: ['toCustomerId'], message: 'useradmin.move.sameCustomer' });
export type MoveUserBody = z.input<typeof moveUserBodySchema>;

/**
 * POST data/atriumusersearch/convertToPrivateCustomer (document 002 §7: userId, keepContexts, address with countryId;
 * decision 0241). countryId is Norway 165, Sweden 215 or another country's ISO 3166-1 numeric code (decision 0160).
 */
export const convertToPrivateBodySchema = z.object({
  userId: z.number({ error: 'validation.required' }).int().positive().max(2147483647),
  keepContexts: z.boolean({ error: 'validation.required' }),
  address: z.object(
    {
      street: requiredText(200),
      postalCode: requiredText(20),
      city: requiredText(100),
      countryId: z.number({ error: 'validation.required' }).int().positive().max(999),
    },
    { error: 'validation.required' },
  ),
});
export type ConvertToPrivateBody = z.input<typeof convertToPrivateBodySchema>;

export const userAuditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  /** Who made the change, by name; null for the system. */
  actor: z.string().nullable(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type UserAuditEntry = z.infer<typeof userAuditEntrySchema>;

/** Document 002 §3: the logins (each with success and browser) and an error field, set when the log cannot be read. */
export const userLoginsSchema = z.object({
  logins: z.array(z.object({ at: z.iso.datetime({ offset: true }), success: z.boolean(), browser: z.string().nullable() })),
  error: z.string().nullable(),
});
export type UserLogins = z.infer<typeof userLoginsSchema>;

const base = '/data/atriumusersearch';

export const userAdministrationEndpoints = {
  get: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: `${base}/user/:userId`,
    access: { roles: CUSTOMER_ADMINS },
    params: userIdParamsSchema,
    response: adminUserSchema,
  }),
  update: defineEndpoint({
    area: 'users',
    method: 'PUT',
    path: `${base}/user/:userId`,
    access: { roles: CUSTOMER_ADMINS },
    params: userIdParamsSchema,
    body: userUpdateBodySchema,
    response: adminUserSchema,
  }),
  updateContext: defineEndpoint({
    area: 'users',
    method: 'PUT',
    path: `${base}/usercontext/:userId/:customerId`,
    access: { roles: CUSTOMER_ADMINS },
    params: contextParamsSchema,
    body: contextUpdateBodySchema,
    response: adminUserSchema,
  }),
  updateUsername: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: `${base}/update-username`,
    access: { roles: PLATFORM_ADMINS },
    body: usernameUpdateBodySchema,
    response: adminUserSchema,
  }),
  addRole: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: `${base}/role`,
    access: { roles: CUSTOMER_ADMINS },
    body: roleChangeSchema,
    response: adminUserSchema,
  }),
  removeRole: defineEndpoint({
    area: 'users',
    method: 'DELETE',
    path: `${base}/role`,
    access: { roles: CUSTOMER_ADMINS },
    query: roleChangeSchema,
    response: adminUserSchema,
  }),
  activateContext: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: `${base}/activateContext/:userId/:customerId`,
    access: { roles: CUSTOMER_ADMINS },
    params: contextParamsSchema,
    response: adminUserSchema,
  }),
  deactivateContext: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: `${base}/deactivateContext/:userId/:customerId`,
    access: { roles: CUSTOMER_ADMINS },
    params: contextParamsSchema,
    response: adminUserSchema,
  }),
  deleteContext: defineEndpoint({
    area: 'users',
    method: 'DELETE',
    path: `${base}/context/:userId/:customerId`,
    access: { roles: PLATFORM_ADMINS },
    params: contextParamsSchema,
    response: adminUserSchema,
  }),
  moveToCustomer: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: `${base}/moveUserToCustomer`,
    access: { roles: PLATFORM_ADMINS },
    body: moveUserBodySchema,
    response: adminUserSchema,
  }),
  convertToPrivateCustomer: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: `${base}/convertToPrivateCustomer`,
    access: { roles: PLATFORM_ADMINS },
    body: convertToPrivateBodySchema,
    response: adminUserSchema,
  }),
  roles: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: '/users/roles/general',
    access: { roles: CUSTOMER_ADMINS },
    response: z.array(roleSchema),
  }),
  audit: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: `${base}/user/:userId/audit`,
    access: { roles: CUSTOMER_ADMINS },
    params: userIdParamsSchema,
    response: z.array(userAuditEntrySchema),
  }),
  logins: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: `${base}/user/:userId/logins`,
    access: { roles: CUSTOMER_ADMINS },
    params: userIdParamsSchema,
    response: userLoginsSchema,
  }),
};
