import type { LearningSite, Role } from '@atrium/core-contract';
import { createSessionTokens, SESSION_COOKIE } from '../session';
import { TEST_SESSION_SECRET } from './test-app';

export interface TestPrincipal {
  roles: Role[];
  userId?: number;
  username?: string;
  /** Must name a live login session when the users area (which checks sessions) is mounted. */
  sessionId?: string;
  customerId?: number;
  site?: LearningSite;
}

/** A Cookie header value signed in as someone holding exactly `roles` in their active context. */
export function sessionCookie(principal: TestPrincipal): string {
  const customerId = principal.customerId ?? 1;
  const token = createSessionTokens(TEST_SESSION_SECRET).sign({
    sub: principal.userId ?? 1,
    sid: principal.sessionId ?? 'test-session',
    username: principal.username ?? 'test',
    contexts: [{ customerId, customerName: 'Test Customer', roles: principal.roles }],
    activeCustomerId: customerId,
    site: principal.site ?? 'NO',
  });
  return `${SESSION_COOKIE}=${token}`;
}
