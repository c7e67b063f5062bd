import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { login } from './session';

// README "Work on one area alone" and "Deploy an area": a service built with `npx turbo run build
// --filter=@atrium/classroom-service` runs on its own against any PostgreSQL, migrates its schema, answers
// /health, and accepts the platform's session cookie (same ATRIUM_SESSION_SECRET).
const PG_ADMIN_URL = `postgres://postgres:postgres@localhost:${process.env.E2E_PG_PORT ?? '54339'}/postgres`;
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

async function asAdmin(statement: string): Promise<void> {
  const client = new Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

test.describe('one service alone', () => {
  const database = `atrium_alone_${randomBytes(4).toString('hex')}`;
  let service: ChildProcess | undefined;
  let output = '';

  test.afterAll(async () => {
    service?.kill('SIGTERM');
    await new Promise((resolve) => (service && service.exitCode === null ? service.once('exit', resolve) : resolve(undefined)));
    await asAdmin(`drop database if exists "${database}" with (force)`);
  });

  test('the classroom service starts on its own database, answers /health and a real call with the platform session', async ({
    page,
    request,
  }) => {
    await asAdmin(`create database "${database}"`);
    const port = await freePort();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${database}`;
    service = spawn(process.execPath, [path.join(__dirname, '../../services/classroom/dist/main.js')], {
      env: { ...process.env, DATABASE_URL: url.toString(), ATRIUM_SESSION_SECRET: SESSION_SECRET, PORT: String(port) },
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
  });
});
