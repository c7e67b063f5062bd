import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import { newCourseThrough, singleScoManifest, zipOf } from './built-course';
import { DEMO_PASSWORD } from './session';

// Issue 12 and decision 0125: two platform processes on the e2e PostgreSQL and one bucket (a real S3-compatible
// server, s3rver), each with its own local folder. A package uploaded through one plays through the other, the
// session of one works on the other, and each e-mail job runs once though both run the mail worker. Through the API
// only, so it proves the servers' part without the front-end build.
const DATABASE_URL = process.env.DATABASE_URL ?? `postgres://postgres:postgres@localhost:${process.env.E2E_PG_PORT ?? '54339'}/postgres`;
const SESSION_SECRET = 'e2e-session-secret-that-is-long-enough-0123456789';
const BUCKET = 'atrium-instances';

// s3rver ships no types; it is only started here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: object) => { run: () => Promise<{ port: number }>; close: () => Promise<void> };

const MANIFEST = singleScoManifest('instances', 'Two instances', 'Page');
const SCO = `<!doctype html><html lang="en"><head><title>Page</title></head><body>
<p id="from">Played from the bucket</p><script>window.parent.API.LMSInitialize('');</script></body></html>`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Instance {
  base: string;
  filesDir: string;
  process: ChildProcess;
  output: () => string;
}

async function startInstance(settings: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-instance-'));
  let output = '';
  const child = spawn(process.execPath, [path.join(__dirname, '../../services/platform/dist/start.js')], {
    env: {
      ...process.env,
      ...settings,
      PORT: String(port),
      DATABASE_URL,
      ATRIUM_DATA_DIR: dataDir,
      ATRIUM_SESSION_SECRET: SESSION_SECRET,
      ATRIUM_MAP_TILE_URL: '',
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://localhost:${port}`;
  await expect.poll(async () => (await fetch(`${base}/ready`).catch(() => null))?.status, { timeout: 90_000, message: output }).toBe(200);
  return { base, filesDir: path.join(dataDir, 'files'), process: child, output: () => output };
}

test.describe('several instances', () => {
  const cleanups: (() => Promise<void>)[] = [];
  test.afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  test('two platform processes on one PostgreSQL and one bucket serve the same data', async ({ request: http }) => {
    test.setTimeout(240_000);
    const s3Folder = mkdtempSync(path.join(tmpdir(), 'atrium-s3rver-'));
    const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Folder, configureBuckets: [{ name: BUCKET }] });
    const s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
    cleanups.push(async () => {
      await s3.close();
      rmSync(s3Folder, { recursive: true, force: true });
    });
    const arrivals: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          arrivals.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()));
          callback();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    cleanups.push(() => new Promise<void>((resolve) => smtp.close(resolve)));

    const settings = {
      ATRIUM_FILE_STORE: 's3',
      ATRIUM_S3_BUCKET: BUCKET,
      ATRIUM_S3_ENDPOINT: s3Endpoint,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    };
    const [a, b] = [await startInstance(settings), await startInstance(settings)];
    for (const instance of [a, b]) {
      cleanups.push(async () => {
        instance.process.kill('SIGTERM');
        if (instance.process.exitCode === null) await once(instance.process, 'exit');
      });
    }

    // A session started on A works on B (the cookie is the host's, whatever the port).
    const signedIn = await http.post(`${a.base}/api/users/login`, { data: { username: 'admin', password: DEMO_PASSWORD } });
    expect(signedIn.status(), a.output()).toBe(200);
    const me = async (base: string) => ((await (await http.get(`${base}/api/users/me`)).json()) as { user: { id: number } }).user.id;
    const userId = await me(a.base);
    expect(await me(b.base)).toBe(userId);

    // A package uploaded through A, straight into the bucket, imported by its s3Path.
    const upload = (await (await http.get(`${a.base}/api/elearning/data/ecourses/xapi/upload/request`)).json()) as {
      url: string;
      s3Path: string;
    };
    expect(upload.url.startsWith(`${s3Endpoint}/${BUCKET}/`)).toBe(true);
    const put = await http.put(upload.url, {
      headers: { 'content-type': 'application/zip' },
      data: await zipOf({ 'imsmanifest.xml': MANIFEST, 'index.html': SCO }),
    });
    expect(put.status()).toBe(200);
    const created = await http.post(`${a.base}/api/elearning/data/ecourses/xapi/coursecontent/newPackage/scorm`, {
      data: { s3Path: upload.s3Path },
    });
    expect(created.status(), a.output()).toBe(200);
    const { id: packageId } = (await created.json()) as { id: number };
    const listed = (await (await http.get(`${b.base}/api/elearning/data/ecourses/xapi/coursecontent/scorm12/0`)).json()) as {
      id: number;
      uuid: string;
    }[];
    // B lists it: the package's row is shared through PostgreSQL.
    expect(listed.some((found) => found.id === packageId)).toBe(true);
    // Nothing of it stays on A's disk: B can only have it from the bucket.
    expect(readdirSync(path.join(a.filesDir, 'elearning', 'packages'))).toEqual([]);

    // …and plays through B: B answers the runtime's data of a license of it. (Its files are served on the content
    // origin from the bucket, decision 0119; services/elearning/test/package-upload-s3.test.ts reads them there.)
    const courseId = await newCourseThrough(http, `E2E two instances ${Date.now()}`, a.base);
    const selected = await http.post(`${a.base}/api/elearning/data/ecourses/xapi/coursecontent/selectPackage`, {
      data: { packageType: 'scorm12', packageId, ecourseId: courseId },
    });
    expect(selected.status()).toBe(200);
    const added = await http.post(`${a.base}/api/elearning/data/license/ecourse/${courseId}`, {
      data: { usersWithCustomer: [{ userId, customerId: null }] },
    });
    const licenseId = ((await added.json()) as { created: { id: number }[] }).created[0]!.id;
    const played = await http.get(`${b.base}/api/elearning/scorm/license/${licenseId}`);
    expect(played.status(), b.output()).toBe(200);

    // Each e-mail job runs once: people registered through either instance get one welcome e-mail each.
    const run = Date.now();
    const emails = [0, 1, 2, 3].map((index) => `instances-${run}-${index}@example.com`);
    for (const [index, email] of emails.entries()) {
      const base = index % 2 === 0 ? a.base : b.base;
      const registered = await http.post(`${base}/api/users/data/users/new`, {
        data: { user: { firstName: 'Ina', lastName: `Instance ${index}`, email, customerId: 1 } },
      });
      expect(registered.status()).toBe(200);
    }
    const db = new Client({ connectionString: DATABASE_URL });
    await db.connect();
    try {
      const sent = async () =>
        (
          await db.query<{ n: number }>(
            `select count(*)::int as n from users.outbox where status = 'sent' and exists (select 1 from unnest("to") t where t = any($1))`,
            [emails],
          )
        ).rows[0]!.n;
      await expect.poll(sent, { timeout: 60_000 }).toBe(emails.length);
    } finally {
      await db.end();
    }
    for (const email of emails) expect(arrivals.filter((address) => address === email)).toHaveLength(1);
  });
});
