// Browser-safe: zod schemas, constants and the request paths of password reset (document 001 §4, §5, §7
// "Password", §8, §9; document 002 §7 "User administration").
import { defineEndpoint, type Role } from '@atrium/core-contract';
import { z } from 'zod';

/** Document 001 §9. */
export const MEDIUM_PASSWORD_MIN_LENGTH = 8;
const MEDIUM_PASSWORD = 'validation.password.medium';

/**
 * Document 001 §5 "medium password": at least 8 characters, with a lower-case letter, an upper-case letter and
 * a digit, letters and digits only. The one definition: shared-ui's rule library and this service both use it.
 */
export const mediumPasswordSchema = z
  .string({ error: 'validation.required' })
  .min(MEDIUM_PASSWORD_MIN_LENGTH, MEDIUM_PASSWORD)
  .regex(/[a-z]/, MEDIUM_PASSWORD)
  .regex(/[A-Z]/, MEDIUM_PASSWORD)
  .regex(/\d/, MEDIUM_PASSWORD)
  .regex(/^[a-zA-Z\d]+$/, MEDIUM_PASSWORD);

/** Document 001 §8: a used, expired or unknown link (all three read alike, so a link tells nobody anything). */
export const PASSWORD_RESET_LINK_USED = 'user.password.resetLinkUsed';
/** An admin's reset for a username or e-mail address nobody has (404). */
export const PASSWORD_RESET_UNKNOWN_USER = 'user.password.reset.unknownUser';
/** Document 002 §8: the change-password answer said changed false. */
export const PASSWORD_UPDATE_FAILED = 'user.password.update.failed';

/** How long a link works: a reset is asked for and used at once; a new person may read their welcome later. */
export const RESET_LINK_HOURS = 24;
export const WELCOME_LINK_DAYS = 7;

/** Platform admins send resets and set passwords (document 002 §7). */
export const PASSWORD_ADMIN_ROLES: Role[] = ['atrium'];

/** The reset screen's path (document 001 §2 "Password", route password.reset of mf-users), for the e-mailed link. */
export const PASSWORD_RESET_PAGE_PREFIX = '/password/reset/';

/** POST data/unauthenticated/password/reset and POST data/password/reset (document 001 §5: only when not empty). */
export const forgotPasswordBodySchema = z.object({
  usernameOrEmail: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(254, 'validation.length.max'),
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** The link's id is the secret token the e-mail carries; anything malformed is simply an unknown link. */
export const passwordResetParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** GET data/password/reset/{id}: whose link it is and which password rule applies. */
export const passwordResetLinkSchema = z.object({
  user: z.object({ username: z.string() }),
  passwordStrength: z.literal('medium'),
});
export type PasswordResetLink = z.infer<typeof passwordResetLinkSchema>;

/** PUT data/password/reset/{id}: email is the link's `ref`; when given it must be the person's address. */
export const passwordResetBodySchema = z.object({
  password: mediumPasswordSchema,
  email: z.string().trim().max(254).optional(),
});
export type PasswordResetBody = z.input<typeof passwordResetBodySchema>;
export const passwordResetResultSchema = z.object({ user: z.object({ username: z.string() }) });
export type PasswordResetResult = z.infer<typeof passwordResetResultSchema>;

/** PUT data/atriumusersearch/password (document 002 §7): changed is false when there is no such person. */
export const passwordChangeBodySchema = z.object({
  password: mediumPasswordSchema,
  user: z.number({ error: 'validation.required' }).int().positive(),
});
export type PasswordChangeBody = z.input<typeof passwordChangeBodySchema>;
export const passwordChangeResultSchema = z.object({ changed: z.boolean() });
export type PasswordChangeResult = z.infer<typeof passwordChangeResultSchema>;

const PASSWORD_RESET_LINK_PATH = '/data/password/reset/:id';
const admins = { roles: PASSWORD_ADMIN_ROLES };

export const passwordResetEndpoints = {
  /** Forgot password: the same answer whether or not anyone has that name, so nobody can probe for accounts. */
  forgot: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: '/data/unauthenticated/password/reset',
    access: 'public',
    body: forgotPasswordBodySchema,
  }),
  /** An admin is told when there is nobody by that name, and may send a link as often as needed. */
  adminReset: defineEndpoint({
    area: 'users',
    method: 'POST',
    path: '/data/password/reset',
    access: admins,
    body: forgotPasswordBodySchema,
  }),
  link: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: PASSWORD_RESET_LINK_PATH,
    access: 'public',
    params: passwordResetParamsSchema,
    response: passwordResetLinkSchema,
  }),
  reset: defineEndpoint({
    area: 'users',
    method: 'PUT',
    path: PASSWORD_RESET_LINK_PATH,
    access: 'public',
    params: passwordResetParamsSchema,
    body: passwordResetBodySchema,
    response: passwordResetResultSchema,
  }),
  adminChange: defineEndpoint({
    area: 'users',
    method: 'PUT',
    path: '/data/atriumusersearch/password',
    access: admins,
    body: passwordChangeBodySchema,
    response: passwordChangeResultSchema,
  }),
};

/** The `ref` query of a link: the e-mail address as base64url of its UTF-8 bytes. */
export function encodeResetRef(email: string): string {
  // UTF-8 bytes through percent-encoding: TextEncoder is missing from some test environments (jsdom).
  const binary = encodeURIComponent(email).replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The e-mail address of a `ref`, or undefined when it is not one we wrote. */
export function decodeResetRef(ref: string | null | undefined): string | undefined {
  if (!ref || !/^[A-Za-z0-9_-]+$/.test(ref)) return undefined;
  try {
    const binary = atob(ref.replace(/-/g, '+').replace(/_/g, '/'));
    return decodeURIComponent(Array.from(binary, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
  } catch {
    return undefined;
  }
}
