// Browser-safe: a person registered from a user picker (document 001 §7 "new user").
import { z } from 'zod';
import { userSelectItemSchema } from './user-select-item';

/** Message keys of a refused registration (409, and 400 for the customer). */
export const NEW_USER_EMAIL_TAKEN = 'users.new.emailTaken';
export const NEW_USER_CUSTOMER_CLOSED = 'users.new.customerClosed';

// The rules carry message keys: the picker's new-user form shows them as they are.
const requiredText = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.length.max');

/** A person registered from a user picker; they belong to customerId from the start. */
export const newUserSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: requiredText(254).pipe(z.email('validation.email')),
  phone: z.string().trim().max(40, 'validation.length.max').optional(),
  customerId: z.number({ error: 'validation.required' }).int().min(1, 'validation.required'),
});
export type NewUser = z.output<typeof newUserSchema>;

/**
 * POST /api/users/data/users/new (document 001 §7 "new user"; the document gives no path). Without a flag a
 * possible duplicate stops the registration; useDuplicate takes that person instead, force registers anyway.
 */
export const newUserBodySchema = z
  .object({ force: z.boolean().default(false), useDuplicate: z.boolean().default(false), user: newUserSchema })
  .refine((body) => !(body.force && body.useDuplicate), { path: ['useDuplicate'], message: 'validation.unknownChoice' });
export type NewUserBody = z.input<typeof newUserBodySchema>;

/** Exactly one of possibleDuplicate and user is set. externalDuplicate is always false: there is no external user directory. */
export const newUserResultSchema = z.object({
  possibleDuplicate: userSelectItemSchema.nullable(),
  user: userSelectItemSchema.nullable(),
  externalDuplicate: z.boolean(),
});
export type NewUserResult = z.infer<typeof newUserResultSchema>;
