import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import type { InstructorFiles } from '@atrium/users-contract';
import { openLoginSession, usersModule } from '../src';
import { usersDb } from '../src/db';

// Decision 0246: an instructor manages their own photo and signature from the instructor page; the files are the same
// as the instructor tab's (its own test covers the local and S3 stores), and nobody reaches another person's this way.

let database: TestDatabase;
let app: FastifyInstance;
let folder: string;
const saved = { ...process.env };
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function upload(kind: string, contentType: string, content: Buffer, cookie: string) {
  const boundary = '----atriumown';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="picture"\r\nContent-Type: ${contentType}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/users/data/my/instructor/${kind}`,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}
const own = async (cookie: string) =>
  (await app.inject({ url: '/api/users/data/my/instructor', headers: { cookie } })).json<InstructorFiles>();

async function person(username: string) {
  return (
    await usersDb(database.db)
      .insertInto('users')
      .values({ username, email: `${username}@example.com`, first_name: 'Ivar', last_name: 'Instruktør', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'atrium-own-instructor-'));
  Object.assign(process.env, { ATRIUM_FILES_DIR: folder, ATRIUM_FILE_STORE: 'local' });
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  ids.ivar = await person('ivar.own');
  ids.ina = await person('ina.own');
  const session = async (id: number, roles: string[]) =>
    sessionCookie({ roles: roles as never, sessionId: await openLoginSession(database.db, id), customerId: 1, userId: id });
  cookies.ivar = await session(ids.ivar, ['instructor']);
  cookies.ina = await session(ids.ina, ['instructor_external']);
  cookies.learner = await session(ids.ina, []);
});

afterAll(async () => {
  await app.close();
  await database.drop();
  process.env = saved;
  rmSync(folder, { recursive: true, force: true });
});

it('lets an instructor upload, see and delete their own photo and signature, audited as their own change', async () => {
  expect(await own(cookies.ivar!)).toEqual({ photo: null, signature: null });
  const uploaded = await upload('photo', 'image/png', PNG, cookies.ivar!);
  expect(uploaded.statusCode).toBe(200);
  expect(uploaded.json<InstructorFiles>().photo).toEqual(expect.objectContaining({ contentType: 'image/png', sizeBytes: PNG.length }));
  const shown = await app.inject({ url: '/api/users/data/my/instructor/photo', headers: { cookie: cookies.ivar! } });
  expect(shown.statusCode).toBe(200);
  expect(shown.headers['x-content-type-options']).toBe('nosniff');
  expect(shown.rawPayload.equals(PNG)).toBe(true);
  // The same picture the instructor tab and the instructor pickers show.
  const admin = sessionCookie({
    roles: ['atrium'],
    sessionId: await openLoginSession(database.db, ids.ina!),
    customerId: 1,
    userId: ids.ina!,
  });
  const tab = await app.inject({ url: `/api/users/data/atriumusersearch/user/${ids.ivar}/instructor`, headers: { cookie: admin } });
  expect(tab.json<InstructorFiles>().photo!.fileId).toBe(uploaded.json<InstructorFiles>().photo!.fileId);

  // Another instructor sees only their own (none).
  expect(await own(cookies.ina!)).toEqual({ photo: null, signature: null });
  expect((await app.inject({ url: '/api/users/data/my/instructor/photo', headers: { cookie: cookies.ina! } })).statusCode).toBe(404);

  const removed = await app.inject({ method: 'DELETE', url: '/api/users/data/my/instructor/photo', headers: { cookie: cookies.ivar! } });
  expect(removed.statusCode).toBe(200);
  expect(removed.json<InstructorFiles>()).toEqual({ photo: null, signature: null });
  const audit = await usersDb(database.db)
    .selectFrom('user_audit')
    .select(['action', 'actor_id'])
    .where('user_id', '=', ids.ivar!)
    .orderBy('id')
    .execute();
  expect(audit).toEqual([
    { action: 'instructor.photo.upload', actor_id: ids.ivar },
    { action: 'instructor.photo.delete', actor_id: ids.ivar },
  ]);
});

it('refuses what is not a picture (415), a bad kind (400 naming it), and people who run no courses (403)', async () => {
  const pdf = await upload('signature', 'application/pdf', Buffer.from('%PDF-1.4'), cookies.ina!);
  expect(pdf.statusCode).toBe(415);
  expect(pdf.body).toContain('useradmin.instructor.fileType');
  const bad = await upload('portrait', 'image/png', PNG, cookies.ina!);
  expect(bad.statusCode).toBe(400);
  expect(bad.body).toContain('kind');
  expect((await upload('photo', 'image/png', PNG, cookies.learner!)).statusCode).toBe(403);
  expect((await app.inject({ url: '/api/users/data/my/instructor', headers: { cookie: cookies.learner! } })).statusCode).toBe(403);
  expect((await app.inject({ url: '/api/users/data/my/instructor' })).statusCode).toBe(401);
  expect(await own(cookies.ina!)).toEqual({ photo: null, signature: null });
});
