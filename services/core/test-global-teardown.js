const fs = require('node:fs');

module.exports = async function globalTeardown() {
  if (globalThis.__ATRIUM_TEST_FILES__) fs.rmSync(globalThis.__ATRIUM_TEST_FILES__, { recursive: true, force: true });
  // A throwaway cluster deletes its data folder when it stops.
  await globalThis.__ATRIUM_TEST_PG__?.stop();
};
