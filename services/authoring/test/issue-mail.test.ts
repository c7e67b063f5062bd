import {
  buildTestApp,
  createTestDatabase,
  decodedMail,
  startTestMailDelivery,
  waitForMail,
  type TestDatabase,
  type TestMailDelivery,
} from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Issue } from '@atrium/authoring-contract';
import { authoringModule } from '../src';
import { author, call, newLesson, otherAuthor } from './authoring-fixtures';

// The issue e-mail as people get it: through the outbox, delivered over a real SMTP server by the mail worker.

let database: TestDatabase;
let app: FastifyInstance;
let mail: TestMailDelivery;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [authoringModule]);
  mail = await startTestMailDelivery(database.db, ['authoring']);
});

afterAll(async () => {
  await mail.stop();
  await app.close();
  await database.drop();
});

async function raisedIssue(): Promise<Issue> {
  const lesson = await newLesson(app, { lessonType: 'video' });
  const res = await call(app, 'POST', '/issue', { lessonUuid: lesson.uuid, seconds: 75, message: 'The sound is out of sync' });
  const issue = res.json<Issue>();
  await call(app, 'PUT', `/issue/${issue.uuid}/status`, { status: 'critical' });
  await call(app, 'PUT', `/issue/${issue.uuid}/comment`, { comment: 'Re-export the audio track' });
  return issue;
}

it('§7 issue email: each address gets the issue in the page language, with its time, status, comment and link', async () => {
  const issue = await raisedIssue();
  const res = await call(
    app,
    'POST',
    `/issue/${issue.uuid}/email`,
    { to: ['dev@studio.example', 'DEV@studio.example', 'qa@studio.example'] },
    author,
    {
      host: 'atrium.test:4000',
      cookie: 'page_locale=nb_NO',
    },
  );
  expect(res.statusCode).toBe(202);
  expect(res.json()).toEqual({ queued: 2 });
  const arrival = await waitForMail(mail, (one) => one.to.includes('dev@studio.example'));
  const body = decodedMail(arrival.raw);
  expect(body).toContain('Tid i videoen: 1:15');
  expect(body).toContain('Status: Kritisk');
  expect(body).toContain('The sound is out of sync');
  expect(body).toContain('Re-export the audio track');
  expect(body).toContain(`http://atrium.test:4000/elearningpackage/editlesson/${issue.lessonUuid}`);
  await waitForMail(mail, (one) => one.to.includes('qa@studio.example'));
});

it('refuses a bad address naming it and mails nothing; another customer cannot mail the issue', async () => {
  const issue = await raisedIssue();
  const bad = await call(app, 'POST', `/issue/${issue.uuid}/email`, { to: ['ok@studio.example', 'not an address'] });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().fields).toEqual({ 'body.to.1': 'validation.email' });
  expect((await call(app, 'POST', `/issue/${issue.uuid}/email`, { to: ['x@studio.example'] }, otherAuthor)).statusCode).toBe(404);
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from authoring.outbox where 'ok@studio.example' = any("to") or 'x@studio.example' = any("to")`.execute(
    database.db,
  );
  expect(rows[0]!.n).toBe(0);
});
