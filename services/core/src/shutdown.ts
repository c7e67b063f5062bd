import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

/** Stops taking requests, lets running ones finish, then releases the pool and whatever else was started. */
export function shutdownOnSignals(app: FastifyInstance, db: Kysely<any>, afterClose?: () => Promise<void>): void {
  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await db.destroy();
      await afterClose?.();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', (signal) => void close(signal));
  process.once('SIGTERM', (signal) => void close(signal));
}
