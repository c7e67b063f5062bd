import { Writable } from 'node:stream';
import { createServiceApp } from '../src';
import { redactedUrl } from '../src/request-log';
import { createTestDatabase, TEST_SESSION_SECRET, type TestDatabase } from '../src/testing';

const TOKEN = '8f14e45f-ceea-467f-a0e6-1c5a3f1b2c3d';

it('redacts the uuids of remote SCORM paths only', () => {
  expect(redactedUrl(`/api/elearning/remote/scorm/init/${TOKEN}`)).toBe('/api/elearning/remote/scorm/init/[redacted]');
  expect(redactedUrl(`/scorm/remote/${TOKEN}`)).toBe('/scorm/remote/[redacted]');
  expect(redactedUrl(`/api/elearning/remote/${TOKEN}/packages/${TOKEN}/content/a.html`)).toBe(
    '/api/elearning/remote/[redacted]/packages/[redacted]/content/a.html',
  );
  expect(redactedUrl(`/api/elearning/scorm/getSession/${TOKEN}`)).toBe(`/api/elearning/scorm/getSession/${TOKEN}`);
});

describe('the request log', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('never holds a remote SCORM credential', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await createServiceApp({
      name: 'log-test',
      db: database.db,
      logger: { level: 'info', stream },
      sessionSecret: TEST_SESSION_SECRET,
    });
    await app.inject({ url: `/api/elearning/remote/scorm/getSession/${TOKEN}` });
    await app.close();
    const logged = lines.join('');
    expect(logged).toContain('/api/elearning/remote/scorm/getSession/[redacted]');
    expect(logged).not.toContain(TOKEN);
  });
});
