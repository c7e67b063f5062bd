import { createHash, randomBytes } from 'node:crypto';

/** The secret a link carries: 256 random bits, URL-safe. */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/**
 * What the table keeps of a token. A plain hash is enough (no salt, no slow hash): the token is random and
 * long, so there is nothing to guess, and it lets the link be found by its hash.
 */
export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');
