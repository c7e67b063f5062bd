import { randomBytes } from 'node:crypto';
import { mountArea, mountAreaContent, sessionCheckOf, type AreaModule } from './area-module';
import { createServiceApp } from './app';
import { provideContentOrigin } from './content-origin-for';
import { createDb, migrateArea } from './db';
import { publishedSessionCheck } from './session-check';
import { startMailWorker } from './mail';
import { startScheduledJobs } from './jobs';
import { shutdownOnSignals } from './shutdown';

const DEFAULT_PORTS: Record<string, number> = {
  classroom: 4101,
  elearning: 4102,
  company: 4103,
  users: 4104,
  authoring: 4105,
  reports: 4106,
};

/** Runs one area as its own service (the deployment split); the platform runs them all in one process instead. */
export async function runAlone(module: AreaModule): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL must be set to run an area on its own');
  const port = Number(process.env.PORT ?? DEFAULT_PORTS[module.area] ?? 4100);

  const db = createDb(databaseUrl);
  await migrateArea(db, module.area, module.migrations, module);
  const app = await createServiceApp({ name: module.area, db, isSessionActive: sessionCheckOf([module], db) ?? publishedSessionCheck(db) });
  // Behind the proxy the content host is configured (decision 0119); without it the area's own origin stands in.
  const contentOrigin = process.env.ATRIUM_CONTENT_ORIGIN?.trim();
  if (contentOrigin) provideContentOrigin(app, () => new URL(contentOrigin).origin);
  await mountArea(app, module, db);
  const mail = await startMailWorker({ db, areas: [module.area], smtpUrl: process.env.SMTP_URL, from: process.env.ATRIUM_MAIL_FROM });
  // Closing the app runs before the pool is destroyed, and delivery needs the pool.
  app.addHook('onClose', () => mail.stop());
  const jobs = await startScheduledJobs(db, [module]);
  app.addHook('onClose', () => jobs.stop());
  const workers = await module.startWorkers?.(db);
  if (workers) app.addHook('onClose', () => workers.stop());
  shutdownOnSignals(app, db);
  await app.listen({ port, host: '0.0.0.0' });
  if (module.contentRoutes) {
    // Decision 0119: the area's content-origin routes on a port of their own, which the proxy serves on the content
    // host; no session of the app verifies there.
    const content = await createServiceApp({
      name: `${module.area}-content`,
      db,
      sessionSecret: randomBytes(32).toString('hex'),
      securityHeaders: { framedByAnySite: [/^\//] },
      withoutStaffRoutes: true,
    });
    await mountAreaContent(content, module, db);
    app.addHook('onClose', () => content.close());
    await content.listen({ port: Number(process.env.ATRIUM_CONTENT_PORT ?? port + 100), host: '0.0.0.0' });
  }
}
