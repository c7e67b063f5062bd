import {
  FORGOT_PASSWORD_PATH,
  passwordResetLinkUrl,
  passwordResetResultSchema,
  USERS_API,
  type PasswordResetBody,
  type PasswordResetResult,
} from '@atrium/users-contract';
import { apiFetch } from '@atrium/shared-ui';

/** Asks for a reset link; the answer is the same whether or not anyone has the name. */
export async function requestPasswordLink(usernameOrEmail: string): Promise<void> {
  await apiFetch(`${USERS_API}${FORGOT_PASSWORD_PATH}`, { method: 'POST', body: { usernameOrEmail } });
}

export async function resetPassword(id: string, body: PasswordResetBody): Promise<PasswordResetResult> {
  return passwordResetResultSchema.parse(await apiFetch(passwordResetLinkUrl(id), { method: 'PUT', body }));
}
