import { sql, type Kysely } from 'kysely';

/** At most `max` failures per key in a fixed window of `windowSeconds`; the key names what is counted. */
export interface ThrottleLimit {
  key: string;
  max: number;
  windowSeconds: number;
}

export interface FailureThrottle {
  /** Seconds until the first of these keys may try again, or null when none is over its limit. */
  retryAfter: (limits: ThrottleLimit[]) => Promise<number | null>;
  /** Counts one failure against each key (an upsert, so concurrent failures on any instance all count). */
  fail: (limits: ThrottleLimit[]) => Promise<void>;
  /** Forgets a key's failures (a success). */
  clear: (key: string) => Promise<void>;
}

/**
 * Counts failures (wrong passwords, bad codes) in the area's `<area>.throttle` table (throttleMigration).
 * Only failures count, so the happy path costs one primary-key read and never gets throttled by itself.
 */
export function createFailureThrottle(db: Kysely<any>, area: string): FailureThrottle {
  const table = sql.table(`${area}.throttle`);
  return {
    async retryAfter(limits) {
      if (limits.length === 0) return null;
      const { rows } = await sql<{ key: string; failures: number; seconds: number }>`
        select key, failures, ceil(extract(epoch from window_ends - now()))::int as seconds
        from ${table}
        where key in (${sql.join(limits.map((limit) => limit.key))}) and window_ends > now()`.execute(db);
      const over = rows.filter((row) => row.failures >= (limits.find((limit) => limit.key === row.key)?.max ?? Infinity));
      return over.length === 0 ? null : Math.max(1, ...over.map((row) => row.seconds));
    },
    async fail(limits) {
      for (const limit of limits) {
        await sql`
          insert into ${table} as t (key, failures, window_ends)
          values (${limit.key}, 1, now() + make_interval(secs => ${limit.windowSeconds}))
          on conflict (key) do update set
            failures = case when t.window_ends <= now() then 1 else t.failures + 1 end,
            window_ends = case when t.window_ends <= now() then excluded.window_ends else t.window_ends end`.execute(db);
      }
      // Windows long over are of no use; removing a few on each failure keeps the table small.
      await sql`delete from ${table} where key in (select key from ${table} where window_ends < now() - interval '1 day' limit 100)`.execute(
        db,
      );
    },
    async clear(key) {
      await sql`delete from ${table} where key = ${key}`.execute(db);
    },
  };
}
