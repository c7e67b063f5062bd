import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createServiceApp } from '../app';
import { mountArea, mountAreaContent, sessionCheckOf, type AreaModule } from '../area-module';
import { migrateArea } from '../db';
import { installMailQueues } from '../mail';

export const TEST_SESSION_SECRET = 'atrium-test-session-secret-0123456789abcdef';

/** Migrates the given areas into db and returns a ready app with them mounted, as in production but quiet. */
export async function buildTestApp(db: Kysely<any>, areas: AreaModule[]): Promise<FastifyInstance> {
  for (const module of areas) await migrateArea(db, module.area, module.migrations, module);
  // As the mail worker does on start, so queueMail works in every API test.
  await installMailQueues(
    db,
    areas.map((module) => module.area),
  );
  const app = await createServiceApp({
    name: 'test',
    db,
    logger: false,
    sessionSecret: TEST_SESSION_SECRET,
    isSessionActive: sessionCheckOf(areas, db),
  });
  for (const module of areas) await mountArea(app, module, db);
  // API tests call both origins' routes on one app; the platform serves content routes on the content origin only.
  for (const module of areas) await mountAreaContent(app, module, db);
  await app.ready();
  return app;
}
