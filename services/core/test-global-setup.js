// One PostgreSQL per jest run (each test file then gets its own throwaway database, so files run in parallel).
// Plain CommonJS, so it runs without a build of service-core; jest compiles the TypeScript it requires.
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { startEmbeddedPostgres } = require('./src/embedded-postgres.ts');

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
  // The throwaway cluster lives in the temporary folder; its failures name TMPDIR, which chooses that folder.
  const port = await freePort();
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(os.tmpdir(), `atrium-test-pg-${process.pid}-${port}`),
    port,
    persistent: false,
    settings: { dataDir: 'TMPDIR' },
  });
  globalThis.__ATRIUM_TEST_PG__ = pg;
  process.env[URL_ENV] = pg.connectionString;
};
