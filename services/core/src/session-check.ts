import { sql, type Kysely } from 'kysely';
import type { SessionCheck } from './area-module';

/** How long a session's verdict is reused: revoking a session or changing roles shows within this time everywhere. */
export const SESSION_CHECK_CACHE_MS = 1000;

export interface CachedSessionCheck {
  check: SessionCheck;
  /** Forget a verdict at once (logout in this process), instead of waiting out the cache. */
  forget: (sessionId: string) => void;
}

/**
 * Every request checks that its login session is still active (not signed out, roles and contexts unchanged
 * since login). A verdict is reused for a short time so a page's burst of calls costs one query.
 */
export function cacheSessionCheck(check: SessionCheck, ttlMs = SESSION_CHECK_CACHE_MS): CachedSessionCheck {
  const verdicts = new Map<string, { active: boolean; until: number }>();
  return {
    check: async (sessionId) => {
      const now = Date.now();
      const cached = verdicts.get(sessionId);
      if (cached && cached.until > now) return cached.active;
      const active = await check(sessionId);
      // Expired entries go as new ones come, so the map stays as small as the sessions of the last second.
      for (const [id, verdict] of verdicts) if (verdict.until <= now) verdicts.delete(id);
      verdicts.set(sessionId, { active, until: now + ttlMs });
      return active;
    },
    forget: (sessionId) => verdicts.delete(sessionId),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** For a service running without the users area: the users area publishes each login session's verdict. */
export function publishedSessionCheck(db: Kysely<any>): SessionCheck {
  return async (sessionId) => {
    if (!UUID.test(sessionId)) return false;
    const { rows } = await sql<{ active: boolean }>`select active from published.users_session where id = ${sessionId}`.execute(db);
    return rows[0]?.active === true;
  };
}
