import { passwordResetEndpoints, type PasswordResetBody, type PasswordResetResult } from '@atrium/users-contract';
import { callEndpoint } from '@atrium/shared-ui';

/** Asks for a reset link; the answer is the same whether or not anyone has the name. */
export async function requestPasswordLink(usernameOrEmail: string): Promise<void> {
  await callEndpoint(passwordResetEndpoints.forgot, { body: { usernameOrEmail } });
}

export function resetPassword(id: string, body: PasswordResetBody): Promise<PasswordResetResult> {
  return callEndpoint(passwordResetEndpoints.reset, { params: { id }, body });
}
