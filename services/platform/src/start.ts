import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  createDb,
  ensureWritableFolder,
  shutdownOnSignals,
  startEmbeddedPostgres,
  startMailWorker,
  startScheduledJobs,
  StartupError,
  type EmbeddedPostgresHandle,
} from '@atrium/service-core';
import { AREA_MODULES, AREAS, prepareDatabase } from './areas';
import { buildContentApp, contentOriginOf } from './content-origin';
import { repoRoot } from './repo-root';
import { buildPlatformApp } from './server';
import { sessionSecret } from './session-secret';

// `npm start`: the whole product on one port, with its own PostgreSQL unless DATABASE_URL points elsewhere.
async function start(): Promise<void> {
  const dataDir = process.env.ATRIUM_DATA_DIR ?? path.join(repoRoot(), '.data');
  // Uploaded files live beside the database they belong to.
  process.env.ATRIUM_FILES_DIR ??= path.join(dataDir, 'files');
  await ensureWritableFolder(dataDir, 'ATRIUM_DATA_DIR');
  let postgres: EmbeddedPostgresHandle | undefined;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    postgres = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'pg'),
      port: Number(process.env.ATRIUM_PG_PORT ?? 54329),
    });
    databaseUrl = postgres.connectionString;
  }

  const db = createDb(databaseUrl);
  await prepareDatabase(db, { seedDemo: true });
  const port = Number(process.env.PORT ?? 4000);
  // Decision 0119: course content plays on a second port (0: any free one), on another host than the app's.
  const requestedContentPort = Number(process.env.ATRIUM_CONTENT_PORT ?? port + 1);
  let contentPort = requestedContentPort;
  const origins = contentOriginOf({
    contentOrigin: process.env.ATRIUM_CONTENT_ORIGIN ? new URL(process.env.ATRIUM_CONTENT_ORIGIN).origin : undefined,
    appOrigin: process.env.ATRIUM_PUBLIC_URL ? new URL(process.env.ATRIUM_PUBLIC_URL).origin : undefined,
    appPort: () => port,
    contentPort: () => contentPort,
  });
  // Quiet console for the product run; LOG_LEVEL=info shows every request.
  const logger = { level: process.env.LOG_LEVEL ?? 'warn' };
  const app = await buildPlatformApp({ db, sessionSecret: await sessionSecret(dataDir), logger, origins });
  const content = await buildContentApp({ db, root: repoRoot(), origins, logger });
  app.addHook('onClose', () => content.close());
  const mail = await startMailWorker({ db, areas: AREAS, smtpUrl: process.env.SMTP_URL, from: process.env.ATRIUM_MAIL_FROM });
  // Closing the app runs before the pool is destroyed, and delivery needs the pool.
  app.addHook('onClose', () => mail.stop());
  const jobs = await startScheduledJobs(db, AREA_MODULES);
  app.addHook('onClose', () => jobs.stop());
  for (const module of AREA_MODULES) {
    const workers = await module.startWorkers?.(db);
    if (workers) app.addHook('onClose', () => workers.stop());
  }
  shutdownOnSignals(app, db, async () => postgres?.stop());

  await app.listen({ port, host: '0.0.0.0' }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EADDRINUSE'
      ? new StartupError(`Port ${port} is already in use, so Atrium cannot start: set PORT to a free port.`)
      : error;
  });
  await content.listen({ port: requestedContentPort, host: '0.0.0.0' }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EADDRINUSE'
      ? new StartupError(
          `Port ${requestedContentPort} (course content) is already in use, so Atrium cannot start: set ATRIUM_CONTENT_PORT to a free port.`,
        )
      : error;
  });
  contentPort = (content.server.address() as AddressInfo).port;
  console.log(`Atrium is running at http://localhost:${port}  (log in as admin / atrium123)`);
}

start().catch((error: unknown) => {
  // What the person can fix is one sentence; anything else is a bug, shown with its stack.
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
