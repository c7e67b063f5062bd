import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Kysely, Migration } from 'kysely';

export interface AreaModule {
  area: string;
  migrations: Record<string, Migration>;
  routes: FastifyPluginAsync<{ db: Kysely<any> }>;
  seedDemo?: (db: Kysely<any>) => Promise<void>;
  /** Only the area owning login sessions provides this, so a revoked session stops working wherever it is mounted. */
  isSessionActive?: (db: Kysely<any>, sessionId: string) => Promise<boolean>;
  /** Background work of the area (pg-boss workers) the running service starts after its routes; stopped on close. */
  startWorkers?: (db: Kysely<any>) => Promise<{ stop: () => Promise<void> }>;
}

export type SessionCheck = (sessionId: string) => Promise<boolean>;

export async function mountArea(app: FastifyInstance, module: AreaModule, db: Kysely<any>): Promise<void> {
  await app.register(module.routes, { prefix: `/api/${module.area}`, db });
}

export function sessionCheckOf(modules: AreaModule[], db: Kysely<any>): SessionCheck | undefined {
  for (const module of modules) {
    const check = module.isSessionActive;
    if (check) return (sessionId) => check.call(module, db, sessionId);
  }
  return undefined;
}
