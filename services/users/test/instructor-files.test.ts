import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, createTestDatabase, sessionCookie, startTestS3, type TestDatabase, type TestS3 } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import type { InstructorFiles } from '@atrium/users-contract';
import { openLoginSession, usersModule } from '../src';
import { usersDb } from '../src/db';

// The instructor tab's photo and signature, kept in the file store: a local folder and a real S3-compatible server.

let database: TestDatabase;
let app: FastifyInstance;
let admin: string;
let staff: string;
let instructor: string;
let learner: string;
let ivar: number;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

function upload(kind: string, contentType: string, content: Buffer, cookie = admin, userId = ivar) {
  const boundary = '----atriuminstructor';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="picture"\r\nContent-Type: ${contentType}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/users/data/atriumusersearch/user/${userId}/instructor/${kind}`,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}
const files = async () =>
  (
    await app.inject({ url: `/api/users/data/atriumusersearch/user/${ivar}/instructor`, headers: { cookie: admin } })
  ).json<InstructorFiles>();
const image = (kind: string, cookie = admin) =>
  app.inject({ url: `/api/users/data/atriumusersearch/user/${ivar}/instructor/${kind}`, headers: { cookie } });
const remove = (kind: string) =>
  app.inject({ method: 'DELETE', url: `/api/users/data/atriumusersearch/user/${ivar}/instructor/${kind}`, headers: { cookie: admin } });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
  admin = sessionCookie({ roles: ['atrium'], sessionId: await openLoginSession(database.db, 1), customerId: 1, userId: 1 });
  staff = sessionCookie({ roles: ['staff'], sessionId: await openLoginSession(database.db, 2), customerId: 1, userId: 2 });
  instructor = sessionCookie({ roles: ['instructor'], sessionId: await openLoginSession(database.db, 2), customerId: 1, userId: 2 });
  learner = sessionCookie({ roles: [], sessionId: await openLoginSession(database.db, 2), customerId: 1, userId: 2 });
  ivar = (
    await usersDb(database.db)
      .insertInto('users')
      .values({ username: 'ivar.instructor', email: 'ivar@example.com', first_name: 'Ivar', last_name: 'Instructor', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe.each([
  ['a local folder', 'local'],
  ['an S3-compatible bucket', 's3'],
])('kept in %s', (_name, store) => {
  const saved = { ...process.env };
  let s3: TestS3 | undefined;
  let folder: string;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'atrium-instructor-'));
    process.env.ATRIUM_FILES_DIR = folder;
    if (store === 's3') {
      s3 = await startTestS3();
      Object.assign(process.env, s3.settings);
    } else process.env.ATRIUM_FILE_STORE = 'local';
  });
  afterAll(async () => {
    process.env = saved;
    await s3?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('uploads a photo and a signature, shows each, replaces one, deletes it, and audits every change', async () => {
    expect(await files()).toEqual({ photo: null, signature: null });
    const photo = await upload('photo', 'image/png', PNG);
    expect(photo.statusCode).toBe(200);
    expect(photo.json<InstructorFiles>()).toEqual({
      photo: expect.objectContaining({ kind: 'photo', contentType: 'image/png', sizeBytes: PNG.length }),
      signature: null,
    });
    expect((await upload('signature', 'image/jpeg', JPEG)).statusCode).toBe(200);

    const shown = await image('photo');
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload.equals(PNG)).toBe(true);
    expect((await image('signature')).rawPayload.equals(JPEG)).toBe(true);
    // Course staff choosing instructors and the instructors themselves see the pictures; a learner does not.
    expect((await image('photo', staff)).rawPayload.equals(PNG)).toBe(true);
    expect((await image('signature', instructor)).rawPayload.equals(JPEG)).toBe(true);
    expect((await image('photo', learner)).statusCode).toBe(403);

    // A new photo replaces the old one; the signature stays.
    const first = (await files()).photo!.fileId;
    await upload('photo', 'image/jpeg', JPEG);
    const replaced = await files();
    expect(replaced.photo).toEqual(expect.objectContaining({ contentType: 'image/jpeg' }));
    expect(replaced.photo!.fileId).not.toBe(first);
    expect((await image('photo')).rawPayload.equals(JPEG)).toBe(true);

    expect((await remove('photo')).json<InstructorFiles>().photo).toBeNull();
    expect((await remove('photo')).statusCode).toBe(200);
    expect((await image('photo')).statusCode).toBe(404);
    expect((await remove('signature')).json<InstructorFiles>()).toEqual({ photo: null, signature: null });

    const actions = await usersDb(database.db)
      .selectFrom('user_audit')
      .select('action')
      .where('user_id', '=', ivar)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action).slice(-5)).toEqual([
      'instructor.photo.upload',
      'instructor.signature.upload',
      'instructor.photo.upload',
      'instructor.photo.delete',
      'instructor.signature.delete',
    ]);
  });

  it('refuses what is not a picture (415) and a picture over 5 MB (413), keeping nothing', async () => {
    const pdf = await upload('photo', 'application/pdf', Buffer.from('%PDF-1.4'));
    expect(pdf.statusCode).toBe(415);
    expect(pdf.body).toContain('useradmin.instructor.fileType');
    const big = await upload('photo', 'image/png', Buffer.alloc(5 * 1024 * 1024 + 10));
    expect(big.statusCode).toBe(413);
    expect(big.body).toContain('useradmin.instructor.fileTooLarge');
    expect(await files()).toEqual({ photo: null, signature: null });
  });
});

it('is for platform admins (the pictures also shown to course staff and instructors), with 404 for nobody and 400 naming a bad kind', async () => {
  expect((await upload('photo', 'image/png', PNG, staff)).statusCode).toBe(403);
  expect((await image('photo', learner)).statusCode).toBe(403);
  expect((await image('photo', staff)).statusCode).toBe(404);
  expect((await upload('photo', 'image/png', PNG, admin, 999999)).statusCode).toBe(404);
  const bad = await upload('portrait', 'image/png', PNG);
  expect(bad.statusCode).toBe(400);
  expect(bad.body).toContain('kind');
  const noFile = await app.inject({
    method: 'POST',
    url: `/api/users/data/atriumusersearch/user/${ivar}/instructor/photo`,
    headers: { cookie: admin, 'content-type': 'multipart/form-data; boundary=x' },
    payload: '--x--\r\n',
  });
  expect(noFile.statusCode).toBe(400);
});
