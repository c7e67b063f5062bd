// Browser-safe: the user fields a customer locks (document 002 §3 "User context": customer {id, name,
// disabledUserFields}; §5 "User admin locks": "which fields is not shown"; decision 0208).
import { defineEndpoint, PLATFORM_ADMINS } from '@atrium/core-contract';
import { z } from 'zod';

/** The person's own fields: locked when any of the person's customers locks them. */
export const PERSON_USER_FIELDS = ['firstname', 'lastname', 'email', 'phone'] as const;
/** The fields of a person's context at one customer: locked by that customer. */
export const CONTEXT_USER_FIELDS = ['workEmail', 'workPhone', 'employeeNumber', 'title', 'customerDepartment', 'externalId'] as const;
export const LOCKABLE_USER_FIELDS = [...PERSON_USER_FIELDS, ...CONTEXT_USER_FIELDS] as const;
export type LockableUserField = (typeof LOCKABLE_USER_FIELDS)[number];
export const lockableUserFieldSchema = z.enum(LOCKABLE_USER_FIELDS);

/** 409: a change touches a field the customer locked. */
export const USER_ADMIN_FIELD_LOCKED = 'useradmin.fieldLocked';

export const disabledUserFieldsSchema = z.object({
  customerId: z.number().int(),
  disabledUserFields: z.array(lockableUserFieldSchema),
});
export type DisabledUserFields = z.infer<typeof disabledUserFieldsSchema>;

export const disabledUserFieldsBodySchema = z.object({
  /** Each field at most once; the order is not kept. */
  disabledUserFields: z.array(lockableUserFieldSchema).max(LOCKABLE_USER_FIELDS.length),
});

const customerParams = z.object({ customerId: z.coerce.number().int().positive().max(2147483647) });
const path = '/data/atriumusersearch/customer/:customerId/disabledUserFields';

export const disabledUserFieldEndpoints = {
  get: defineEndpoint({
    area: 'users',
    method: 'GET',
    path,
    access: { roles: PLATFORM_ADMINS },
    params: customerParams,
    response: disabledUserFieldsSchema,
  }),
  /** Replaces the customer's locked fields; the same list twice changes nothing. */
  put: defineEndpoint({
    area: 'users',
    method: 'PUT',
    path,
    access: { roles: PLATFORM_ADMINS },
    params: customerParams,
    body: disabledUserFieldsBodySchema,
    response: disabledUserFieldsSchema,
  }),
};
