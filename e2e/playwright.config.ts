import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4400);
// One throwaway database per run: set once in the main process, inherited by the workers.
process.env.ATRIUM_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'atrium-e2e-'));
// The standalone company app's own origin (standalone.spec.ts), a free port the platform is told to allow (decision 0223).
process.env.E2E_STANDALONE_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s = require('node:net').createServer().listen(0, () => { console.log(s.address().port); s.close(); })",
])
  .toString()
  .trim();

const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // CI (.ci/run sets CI) tries a failed test once more and reports it as flaky: a broken rule fails both tries, while
  // a real browser on a loaded 2-core machine sometimes loses a click to a page still starting.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    acceptDownloads: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node ../services/platform/dist/start.js',
    url: `http://localhost:${port}/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      ATRIUM_DATA_DIR: process.env.ATRIUM_E2E_DATA_DIR,
      // No network at test time: the venue map stays off instead of asking OpenStreetMap for tiles.
      ATRIUM_MAP_TILE_URL: '',
      ATRIUM_PG_PORT: process.env.E2E_PG_PORT ?? '54339',
      // Course content (decision 0119) on any free port: parallel runs must not collide on PORT + 1.
      ATRIUM_CONTENT_PORT: '0',
      ATRIUM_SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
      // 127.0.0.1 is another site than localhost: standalone.spec.ts shows that deploy refused (decision 0234).
      ATRIUM_ALLOWED_ORIGINS: `http://localhost:${process.env.E2E_STANDALONE_PORT},http://127.0.0.1:${process.env.E2E_STANDALONE_PORT}`,
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
