const fs = require('node:fs');

module.exports = async function globalTeardown() {
  if (globalThis.__ATRIUM_TEST_FILES__) fs.rmSync(globalThis.__ATRIUM_TEST_FILES__, { recursive: true, force: true });
  const started = globalThis.__ATRIUM_TEST_PG__;
  if (!started) return;
  await started.pg.stop();
  fs.rmSync(started.dataDir, { recursive: true, force: true });
};
