import path from 'node:path';
import {
  createDb,
  ensureWritableFolder,
  shutdownOnSignals,
  startEmbeddedPostgres,
  startMailWorker,
  StartupError,
  type EmbeddedPostgresHandle,
} from '@atrium/service-core';
import { AREA_MODULES, AREAS, prepareDatabase } from './areas';
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
  const app = await buildPlatformApp({
    db,
    sessionSecret: await sessionSecret(dataDir),
    // Quiet console for the product run; LOG_LEVEL=info shows every request.
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  const mail = await startMailWorker({ db, areas: AREAS, smtpUrl: process.env.SMTP_URL, from: process.env.ATRIUM_MAIL_FROM });
  // Closing the app runs before the pool is destroyed, and delivery needs the pool.
  app.addHook('onClose', () => mail.stop());
  for (const module of AREA_MODULES) {
    const workers = await module.startWorkers?.(db);
    if (workers) app.addHook('onClose', () => workers.stop());
  }
  shutdownOnSignals(app, db, async () => postgres?.stop());

  const port = Number(process.env.PORT ?? 4000);
  await app.listen({ port, host: '0.0.0.0' }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EADDRINUSE'
      ? new StartupError(`Port ${port} is already in use, so Atrium cannot start: set PORT to a free port.`)
      : error;
  });
  console.log(`Atrium is running at http://localhost:${port}  (log in as admin / atrium123)`);
}

start().catch((error: unknown) => {
  // What the person can fix is one sentence; anything else is a bug, shown with its stack.
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
