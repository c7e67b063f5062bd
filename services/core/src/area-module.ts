import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type { ScheduledJob } from './jobs/scheduled-jobs';

export interface AreaModule {
  area: string;
  migrations: Record<string, Migration>;
  routes: FastifyPluginAsync<{ db: Kysely<any> }>;
  /**
   * Routes served on the content origin (decision 0119), under the same /api/<area> prefix: calls of uploaded
   * course content, authorised by a credential of their own, never by the session cookie that origin never gets.
   */
  contentRoutes?: FastifyPluginAsync<{ db: Kysely<any> }>;
  seedDemo?: (db: Kysely<any>) => Promise<void>;
  /** Only the area owning login sessions provides this, so a revoked session stops working wherever it is mounted. */
  isSessionActive?: (db: Kysely<any>, sessionId: string) => Promise<boolean>;
  /**
   * Tables whose changes stay out of the audit log (decision 0118): logs of their own, credentials, and the
   * learner runtime's high-volume progress, which keeps its own history.
   */
  unaudited?: readonly string[];
  /** Run on a timetable wherever the area is mounted (startScheduledJobs). */
  scheduledJobs?: ScheduledJob[];
  /** Background work of the area (pg-boss workers) the running service starts after its routes; stopped on close. */
  startWorkers?: (db: Kysely<any>) => Promise<{ stop: () => Promise<void> }>;
}

export type SessionCheck = (sessionId: string) => Promise<boolean>;

export async function mountArea(app: FastifyInstance, module: AreaModule, db: Kysely<any>): Promise<void> {
  await app.register(module.routes, { prefix: `/api/${module.area}`, db });
}

/** Mounts an area's content-origin routes (nothing for an area without them). */
export async function mountAreaContent(app: FastifyInstance, module: AreaModule, db: Kysely<any>): Promise<void> {
  if (module.contentRoutes) await app.register(module.contentRoutes, { prefix: `/api/${module.area}`, db });
}

export function sessionCheckOf(modules: AreaModule[], db: Kysely<any>): SessionCheck | undefined {
  for (const module of modules) {
    const check = module.isSessionActive;
    if (check) return (sessionId) => check.call(module, db, sessionId);
  }
  return undefined;
}
