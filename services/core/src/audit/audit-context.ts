import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** Who writes, and through which route: what the audit trigger records beside each changed row. */
export interface AuditContext {
  userId: number | null;
  customerId: number | null;
  requestId: string;
  method: string;
  route: string;
}

/** The audit context of the request being handled; database connections taken while it is set carry it. */
export const auditContext = new AsyncLocalStorage<AuditContext>();

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every write request runs its handler inside its audit context (decision 0118), so no route needs code for
 * the audit log. A preHandler hook: the principal is known and the input validated by then.
 */
export function installAuditContext(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    if (!WRITES.has(request.method)) return done();
    const principal = request.principal;
    auditContext.run(
      {
        userId: principal?.userId ?? null,
        customerId: principal?.activeCustomerId ?? null,
        requestId: request.id,
        method: request.method,
        // The route's pattern, never the address itself: paths and queries may hold launch tokens.
        route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
      },
      done,
    );
  });
}
