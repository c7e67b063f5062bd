import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { login } from './session';

// README "Work on one area alone" and "Deploy an area": a service built with `npx turbo run build
// --filter=@atrium/classroom-service` runs on its own process against the platform's PostgreSQL (one schema per
// area, so it reads the users area's published session verdicts there), migrates its own schema, answers
// /health, and accepts the platform's session cookie (same ATRIUM_SESSION_SECRET).
const PLATFORM_DATABASE_URL =
  process.env.DATABASE_URL ?? `postgres://postgres:postgres@localhost:${process.env.E2E_PG_PORT ?? '54339'}/postgres`;
const SESSION_SECRET = 'e2e-session-secret-that-is-long-enough-0123456789';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

test.describe('one service alone', () => {
  let service: ChildProcess | undefined;
  let output = '';

  test.afterAll(async () => {
    service?.kill('SIGTERM');
    await new Promise((resolve) => (service && service.exitCode === null ? service.once('exit', resolve) : resolve(undefined)));
  });

  test('the classroom service starts alone, answers /health and a real call with the platform session', async ({ page, request }) => {
    const port = await freePort();
    service = spawn(process.execPath, [path.join(__dirname, '../../services/classroom/dist/main.js')], {
      env: { ...process.env, DATABASE_URL: PLATFORM_DATABASE_URL, ATRIUM_SESSION_SECRET: SESSION_SECRET, PORT: String(port) },
    });
    service.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    service.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const base = `http://127.0.0.1:${port}`;

    await expect
      .poll(async () => (await request.get(`${base}/health`).catch(() => null))?.status(), { timeout: 30_000, message: output })
      .toBe(200);

    expect((await request.get(`${base}/api/classroom/data/clcourses`)).status()).toBe(401);

    await login(page, 'admin');
    const cookies = await page.context().cookies();
    const header = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const listed = await request.get(`${base}/api/classroom/data/clcourses`, { headers: { cookie: header } });
    expect(listed.status(), output).toBe(200);

    // The course list's spreadsheet is written by an export process the service starts (decision 0265), with the
    // service's own database address.
    const file = await request.post(`${base}/api/classroom/web/data/clcourses/excel`, {
      headers: { cookie: header },
      form: { canPurchaseOnly: 'false' },
    });
    expect(file.status(), output).toBe(200);
    expect((await file.body()).subarray(0, 2).toString(), output).toBe('PK');
  });
});
