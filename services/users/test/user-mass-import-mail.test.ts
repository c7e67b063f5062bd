import { startTestMailDelivery, type TestMailDelivery } from '@atrium/service-core/testing';
import { sql } from 'kysely';
import type { MassImport } from '@atrium/users-contract';
import { runMassImport } from '../src/user-mass-import/run-mass-import';
import { BASE, row, startImportTests, type ImportTestContext } from './user-mass-import-fixtures';

// The import's notices as people get them: through the outbox, delivered over a real SMTP server by the mail worker.

let context: ImportTestContext;
let mail: TestMailDelivery;

beforeAll(async () => {
  context = await startImportTests();
  mail = await startTestMailDelivery(context.database.db, ['users']);
});

afterAll(async () => {
  await mail.stop();
  await context.app.close();
  await context.database.drop();
});

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for the e-mail');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

async function register(payload: Record<string, unknown>) {
  const res = await context.app.inject({
    method: 'POST',
    url: `${BASE}/register`,
    payload,
    headers: { ...context.as(['staff']), host: 'atrium.test:4000' },
  });
  expect(res.statusCode).toBe(202);
  await runMassImport(context.database.db, res.json<MassImport>().id);
}

test('a new person gets the welcome e-mail with a link to choose a password; a kept one the courses', async () => {
  await register({ customerId: 2, users: [row(0, { email: 'new.one@nordsjo.example' })], eCourses: [10] });
  const welcome = await waitFor(() => mail.arrivals.find((arrival) => arrival.to.includes('new.one@nordsjo.example')));
  expect(decodeQuotedPrintable(welcome.raw)).toMatch(/Hei Astrid,[\s\S]*http:\/\/atrium\.test:4000\/password\/reset\/\S+/);

  // Ada Admin (demo user 1) is kept: she is told about the course, in her language.
  await register({ customerId: 2, users: [row(1, { firstname: 'Ada', lastname: 'Admin', userIdToKeep: 1 })], eCourses: [10] });
  const notice = await waitFor(() => mail.arrivals.find((arrival) => arrival.to.includes('admin@atrium.example')));
  const body = decodeQuotedPrintable(notice.raw);
  expect(body).toContain('Du er meldt på disse kursene');
  expect(body).toContain('- Brannvern');
});

test('without the e-mail choice nobody is mailed', async () => {
  const before = mail.arrivals.length;
  await register({ customerId: 2, users: [row(2, { email: 'quiet@nordsjo.example' })], email: false });
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from users.outbox where 'quiet@nordsjo.example' = any("to")`.execute(context.database.db);
  expect(rows[0]!.n).toBe(0);
  expect(mail.arrivals.length).toBe(before);
});
