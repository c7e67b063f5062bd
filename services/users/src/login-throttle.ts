import { createFailureThrottle, type ThrottleLimit } from '@atrium/service-core';
import type { Kysely } from 'kysely';

/** Failed logins allowed per account in a window: a person mistyping never gets near it, guessing stops at once. */
export const LOGIN_FAILURES_PER_ACCOUNT = 10;
/** Failed logins allowed per client address in a window: higher, as a whole office may share one address. */
export const LOGIN_FAILURES_PER_ADDRESS = 50;
export const LOGIN_THROTTLE_WINDOW_SECONDS = 15 * 60;

export const LOGIN_THROTTLED = 'login.throttled';

const accountKey = (username: string) => `login:account:${username.trim().toLowerCase()}`;

function limitsOf(username: string, address: string): ThrottleLimit[] {
  return [
    { key: accountKey(username), max: LOGIN_FAILURES_PER_ACCOUNT, windowSeconds: LOGIN_THROTTLE_WINDOW_SECONDS },
    { key: `login:address:${address}`, max: LOGIN_FAILURES_PER_ADDRESS, windowSeconds: LOGIN_THROTTLE_WINDOW_SECONDS },
  ];
}

/** Login's view of the shared failure throttle: keyed by the username as typed (known or not) and the client address. */
export function loginThrottle(db: Kysely<any>) {
  const throttle = createFailureThrottle(db, 'users');
  return {
    retryAfter: (username: string, address: string) => throttle.retryAfter(limitsOf(username, address)),
    failed: (username: string, address: string) => throttle.fail(limitsOf(username, address)),
    // The address keeps its count: a success on one account must not reset guessing at others.
    succeeded: (username: string) => throttle.clear(accountKey(username)),
  };
}
