import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { HttpError, RequestValidationError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A create or copy call: an Idempotency-Key header makes a repeat (double click, retry) answer the first result. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyClaim: { table: string; userId: number; key: string } | null;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{8,200}$/;
// A claim whose request never finished (the process died) is taken over after this long.
const ABANDONED_AFTER_SECONDS = 60;
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 50;
const KEEP_DAYS = 1;

interface Stored {
  fingerprint: string;
  status_code: number | null;
  content_type: string | null;
  body: string | null;
}

const tableOf = (request: FastifyRequest) => /^\/api\/([a-z]+)\//.exec(request.url)?.[1];
const fingerprintOf = (request: FastifyRequest) => `${request.method} ${request.url} ${JSON.stringify(request.body ?? null)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 11 finding 2: a route declaring `config.idempotent` honours an Idempotency-Key header. The first
 * request with a key claims it (a row in `<area>.idempotency_key`, see idempotencyMigration) and its 2xx
 * answer is stored; the same person repeating the key gets that answer again, a request arriving while the
 * first still runs waits for it, and a key reused for a different request is refused (422). A failed
 * request releases its key, so a corrected retry may use it. Keys are kept one day.
 */
export function installIdempotency(app: FastifyInstance, db: Kysely<any>): void {
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = request.headers[IDEMPOTENCY_HEADER];
    const area = tableOf(request);
    if (key === undefined || !request.principal || !area) return;
    if (typeof key !== 'string' || !KEY.test(key)) {
      const field = `headers.${IDEMPOTENCY_HEADER}`;
      throw new RequestValidationError(`${field}: 8 to 200 visible characters`, { [field]: '8 to 200 visible characters' });
    }
    const table = `${area}.idempotency_key`;
    const userId = request.principal.userId;
    const fingerprint = fingerprintOf(request);
    for (let waited = 0; ; waited += POLL_MS) {
      const claimed = await sql`
        insert into ${sql.table(table)} as k (user_id, key, fingerprint) values (${userId}, ${key}, ${fingerprint})
        on conflict (user_id, key) do update set fingerprint = excluded.fingerprint, created_at = now()
          where k.status_code is null and k.created_at < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})
        returning 1`.execute(db);
      if (claimed.rows.length > 0) {
        request.idempotencyClaim = { table, userId, key };
        await sql`delete from ${sql.table(table)} where created_at < now() - make_interval(days => ${KEEP_DAYS})`.execute(db);
        return;
      }
      const { rows } = await sql<Stored>`
        select fingerprint, status_code, content_type, body from ${sql.table(table)} where user_id = ${userId} and key = ${key}`.execute(
        db,
      );
      const stored = rows[0];
      // No row: the first request failed and released the key meanwhile, so this one claims it afresh.
      if (stored?.fingerprint !== undefined && stored.fingerprint !== fingerprint) throw new HttpError(422, 'idempotency.keyReused');
      if (stored && stored.status_code !== null) {
        return reply
          .code(stored.status_code)
          .type(stored.content_type ?? 'application/json; charset=utf-8')
          .header('idempotent-replayed', 'true')
          .send(stored.body ?? '');
      }
      if (waited >= WAIT_FOR_FIRST_MS) throw new HttpError(409, 'idempotency.inProgress');
      if (stored) await sleep(POLL_MS);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const where = sql`user_id = ${claim.userId} and key = ${claim.key}`;
    if (reply.statusCode >= 200 && reply.statusCode < 300 && (typeof payload === 'string' || payload === undefined || payload === null)) {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      await sql`
        update ${sql.table(claim.table)} set status_code = ${reply.statusCode}, content_type = ${contentType}, body = ${payload ?? ''}
        where ${where}`.execute(db);
    } else {
      await sql`delete from ${sql.table(claim.table)} where ${where}`.execute(db);
    }
    return payload;
  });
}
