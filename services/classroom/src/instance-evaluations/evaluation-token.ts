import { createHash, randomBytes } from 'node:crypto';

/** A new single-use form token (32 random bytes, base64url: 43 characters) and the hash that is stored. */
export function newEvaluationToken(): { token: string; sha256: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, sha256: tokenHash(token) };
}

/** Only the hash is kept, so the table alone opens no form. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
