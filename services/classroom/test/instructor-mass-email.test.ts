import {
  buildTestApp,
  createTestDatabase,
  sessionCookie,
  startTestMailDelivery,
  type TestDatabase,
  type TestMailDelivery,
} from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { MASS_EMAIL_MAX_ATTACHMENT_BYTES, normalizeRecipients } from '@atrium/classroom-contract';
import { classroomModule } from '../src';
import { classroomDb } from '../src/db';
import { insertCourse, isoDay } from './fixtures';
import { expectRefusedField, insertInstance } from './participant-fixtures';

// Document 002 §5 and §9: the instructor page's mass e-mail, delivered through the classroom outbox to a real SMTP server.

let database: TestDatabase;
let app: FastifyInstance;
let mail: TestMailDelivery;
let cliId: number;
let uuid: string;
const teacher = sessionCookie({ roles: ['instructor'], userId: 5 });
const otherTeacher = sessionCookie({ roles: ['instructor'], userId: 6 });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  mail = await startTestMailDelivery(database.db, ['classroom']);
  const courseId = await insertCourse(database.db, { name: 'Mass mail' });
  cliId = await insertInstance(database.db, courseId, { from: 3 });
  const db = classroomDb(database.db);
  uuid = (await db.selectFrom('classroom_course_instance').select('uuid').where('id', '=', cliId).executeTakeFirstOrThrow()).uuid;
  const happening = await db
    .insertInto('classroom_happening')
    .values({ cli_id: cliId, date: isoDay(3), from_time: '08:00:00', to_time: '15:00:00', room_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('classroom_happening_instructor').values({ happening_id: happening.id, instructor_id: 5 }).execute();
});

afterAll(async () => {
  await mail.stop();
  await app.close();
  await database.drop();
});

type Part = { name: string; value: string } | { name: 'files'; filename: string; content: Buffer };

function form(parts: Part[]) {
  const boundary = '----atriummass';
  const chunks = parts.map((part) =>
    'filename' in part
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${part.filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
          ),
          part.content,
          Buffer.from('\r\n'),
        ])
      : Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
}

const send = (parts: Part[], cookie = teacher, id = uuid) => {
  const { payload, 'content-type': contentType } = form(parts);
  return app.inject({
    method: 'POST',
    url: `/api/classroom/web/data/instructors/classroom-management/${id}/sendMassEmail`,
    headers: { cookie, 'content-type': contentType },
    payload,
  });
};

async function arrivals(count: number, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (mail.arrivals.length < count) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the e-mail');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return mail.arrivals;
}

test('recipients are trimmed, lower-cased and de-duplicated', () => {
  expect(normalizeRecipients([' Ada@Example.com ', 'ada@example.com', '', 'bo@example.com'])).toEqual([
    'ada@example.com',
    'bo@example.com',
  ]);
});

test('each recipient gets the message and its attachment once, filed under the instance', async () => {
  const res = await send([
    { name: 'email', value: ' Ada@Example.com' },
    { name: 'email', value: 'ada@example.com ' },
    { name: 'email', value: 'bo@example.com' },
    { name: 'subject', value: 'Bring boots' },
    { name: 'body', value: 'Tomorrow we are outside.' },
    { name: 'files', filename: 'map.pdf', content: Buffer.from('%PDF map') },
  ]);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ sent: 2 });
  const delivered = await arrivals(2);
  expect(delivered.map((arrival) => arrival.to).sort()).toEqual([['ada@example.com'], ['bo@example.com']]);
  for (const arrival of delivered) {
    expect(arrival.raw).toContain('Subject: Bring boots');
    expect(arrival.raw).toContain('Tomorrow we are outside.');
    expect(arrival.raw).toContain('map.pdf');
  }
  const filed = await classroomDb(database.db).selectFrom('instance_email').select('kind').where('cli_id', '=', cliId).execute();
  expect(filed).toEqual([{ kind: 'massEmail' }, { kind: 'massEmail' }]);
});

test('needs a recipient, a subject and a body, and valid addresses', async () => {
  expectRefusedField(
    await send([
      { name: 'subject', value: 'S' },
      { name: 'body', value: 'B' },
    ]),
    'body.email',
  );
  expectRefusedField(
    await send([
      { name: 'email', value: 'a@example.com' },
      { name: 'body', value: 'B' },
    ]),
    'body.subject',
  );
  expectRefusedField(
    await send([
      { name: 'email', value: 'a@example.com' },
      { name: 'subject', value: 'S' },
    ]),
    'body.body',
  );
  expectRefusedField(
    await send([
      { name: 'email', value: 'not an address' },
      { name: 'subject', value: 'S' },
      { name: 'body', value: 'B' },
    ]),
    'body.email',
  );
});

test('attachments together may be 10 MB minus 25 kB and not a byte more', async () => {
  const fields: Part[] = [
    { name: 'email', value: 'limit@example.com' },
    { name: 'subject', value: 'Limit' },
    { name: 'body', value: 'B' },
  ];
  const half = MASS_EMAIL_MAX_ATTACHMENT_BYTES / 2;
  const over = await send([
    ...fields,
    { name: 'files', filename: 'a.pdf', content: Buffer.alloc(half) },
    { name: 'files', filename: 'b.pdf', content: Buffer.alloc(half + 1) },
  ]);
  expectRefusedField(over, 'body.files');
  const exact = await send([
    ...fields,
    { name: 'files', filename: 'a.pdf', content: Buffer.alloc(half) },
    { name: 'files', filename: 'b.pdf', content: Buffer.alloc(half) },
  ]);
  expect(exact.statusCode).toBe(200);
});

test("only the instance's instructors and staff may send", async () => {
  const parts: Part[] = [
    { name: 'email', value: 'a@example.com' },
    { name: 'subject', value: 'S' },
    { name: 'body', value: 'B' },
  ];
  expect((await send(parts, otherTeacher)).statusCode).toBe(403);
  expect((await send(parts, sessionCookie({ roles: ['companyadmin'], userId: 4, customerId: 2 }))).statusCode).toBe(403);
  expect((await send(parts, teacher, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  expectRefusedField(await send(parts, teacher, 'nope'), 'instanceUUID');
});
