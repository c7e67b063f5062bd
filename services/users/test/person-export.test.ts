import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { openFile, saveFile } from '@atrium/service-core';
import { buildTestApp, createTestDatabase, sessionCookie, startTestS3, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { sql } from 'kysely';
import type { ErasureAnswer } from '@atrium/users-contract';
import { openLoginSession, usersModule } from '../src';
import { usersDb } from '../src/db';
import { hashPassword } from '../src/session/password-hash';

let database: TestDatabase;
let app: FastifyInstance;
let admin: { cookie: string };
let person: { id: number; uuid: string };
let personCookie: { cookie: string };
let photoKey: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [usersModule]);
  await usersModule.seedDemo!(database.db);
  // Stands in for an area's published export (each area tests its own function).
  await sql`create schema if not exists published`.execute(database.db);
  await sql`
    create function published.elearning_person_export(p_user integer) returns jsonb language sql
    as $$ select jsonb_build_object('licenses', jsonb_build_array(jsonb_build_object('course', 'Fallsikring', 'user', p_user))) $$`.execute(
    database.db,
  );
  admin = { cookie: sessionCookie({ roles: ['atrium'], sessionId: await openLoginSession(database.db, 1), customerId: 1, userId: 1 }) };
  const db = usersDb(database.db);
  person = await db
    .insertInto('users')
    .values({
      username: 'gina.gdpr',
      email: 'gina@example.com',
      first_name: 'Gina',
      last_name: 'Gdpr',
      phone: '+47 900 00 000',
      password_hash: await hashPassword('Secret-123'),
    })
    .returning(['id', 'uuid'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_context')
    .values({ user_id: person.id, customer_id: 2, customer_name: 'Kunde AS', roles: ['companyadmin'], work_email: 'gina@kunde.no' })
    .execute();
  await db.insertInto('user_note').values({ user_id: person.id, text: 'Ønsker kurs på nynorsk' }).execute();
  await db.insertInto('login_log').values({ user_id: person.id, success: true, browser: 'Safari' }).execute();
  // An instructor photo in the file store (a throwaway folder).
  process.env.ATRIUM_FILES_DIR = mkdtempSync(path.join(tmpdir(), 'atrium-erase-'));
  photoKey = (await saveFile('users-instructor', Readable.from([Buffer.from('photo')]), { maxBytes: 100 })).key;
  await db
    .insertInto('instructor_file')
    .values({ user_id: person.id, kind: 'photo', file_key: photoKey, content_type: 'image/png', size_bytes: 5, uploaded_by: 1 })
    .execute();
  personCookie = {
    cookie: sessionCookie({ roles: [], sessionId: await openLoginSession(database.db, person.id), customerId: 2, userId: person.id }),
  };
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function archiveOf(answer: { rawPayload: Buffer }) {
  const zip = await JSZip.loadAsync(answer.rawPayload);
  const json = async (name: string) => JSON.parse(await zip.file(name)!.async('string')) as Record<string, unknown>;
  const text = (name: string) => zip.file(name)!.async('string');
  return { names: Object.keys(zip.files).sort(), json, text };
}

describe('export', () => {
  it('is one zip of every area’s JSON about the person, for a platform admin; never the password', async () => {
    expect((await app.inject({ url: `/api/users/data/atriumusersearch/export/${person.id}`, headers: personCookie })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/users/data/atriumusersearch/export/abc', headers: admin })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/users/data/atriumusersearch/export/999999', headers: admin })).statusCode).toBe(404);
    const answer = await app.inject({ url: `/api/users/data/atriumusersearch/export/${person.id}`, headers: admin });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toContain(person.uuid);
    const archive = await archiveOf(answer);
    expect(archive.names).toEqual(['README.txt', 'elearning.json', 'instructor/photo.png', 'users.json']);
    expect(await archive.text('instructor/photo.png')).toBe('photo');
    const users = await archive.json('users.json');
    expect(users.account).toMatchObject({ username: 'gina.gdpr', email: 'gina@example.com', phone: '+47 900 00 000' });
    expect(users.contexts).toEqual([
      expect.objectContaining({ customer: 'Kunde AS', roles: ['companyadmin'], workEmail: 'gina@kunde.no' }),
    ]);
    expect(users.notes).toEqual([expect.objectContaining({ text: 'Ønsker kurs på nynorsk' })]);
    expect(users.instructorPictures).toEqual([expect.objectContaining({ kind: 'photo', type: 'image/png' })]);
    expect(users.logins).toEqual([expect.objectContaining({ browser: 'Safari', success: true })]);
    expect(JSON.stringify(users)).not.toContain('scrypt');
    expect(await archive.json('elearning.json')).toEqual({ licenses: [{ course: 'Fallsikring', user: person.id }] });
  });

  it('lets the person download their own data, and records every download in their audit', async () => {
    expect((await app.inject({ url: '/api/users/data/my/export' })).statusCode).toBe(401);
    const answer = await app.inject({ url: '/api/users/data/my/export', headers: personCookie });
    expect(answer.statusCode).toBe(200);
    const users = await (await archiveOf(answer)).json('users.json');
    expect(users.account).toMatchObject({ id: person.id });
    const audit = await usersDb(database.db).selectFrom('user_audit').select('action').where('user_id', '=', person.id).execute();
    expect(audit.filter((row) => row.action === 'user.export')).toHaveLength(2);
  });

  it('streams the pictures from an S3-compatible store as well', async () => {
    const saved = { ...process.env };
    const s3 = await startTestS3();
    Object.assign(process.env, s3.settings);
    const db = usersDb(database.db);
    try {
      const key = (await saveFile('users-instructor', Readable.from([Buffer.from('signature')]), { maxBytes: 100 })).key;
      await db
        .insertInto('instructor_file')
        .values({ user_id: person.id, kind: 'signature', file_key: key, content_type: 'image/jpeg', size_bytes: 9, uploaded_by: 1 })
        .execute();
      const archive = await archiveOf(await app.inject({ url: `/api/users/data/atriumusersearch/export/${person.id}`, headers: admin }));
      // The photo lives in the local folder this store does not see: a picture whose file is gone is left out.
      expect(archive.names.filter((name) => name.startsWith('instructor/'))).toEqual(['instructor/signature.jpg']);
      expect(await archive.text('instructor/signature.jpg')).toBe('signature');
    } finally {
      await db.deleteFrom('instructor_file').where('user_id', '=', person.id).where('kind', '=', 'signature').execute();
      process.env = saved;
      await s3.close();
    }
  });
});

describe('erasure', () => {
  it('refuses erasing oneself and an unknown person', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/users/data/atriumusersearch/erase/1', headers: admin })).statusCode).toBe(409);
    expect((await app.inject({ method: 'POST', url: '/api/users/data/atriumusersearch/erase/999999', headers: admin })).statusCode).toBe(
      404,
    );
  });

  it('anonymises the person, ends their sessions, deletes their records, and says what was kept and why', async () => {
    const answer = await app.inject({ method: 'POST', url: `/api/users/data/atriumusersearch/erase/${person.id}`, headers: admin });
    expect(answer.statusCode).toBe(200);
    const { kept } = answer.json<ErasureAnswer>();
    expect(kept.map((entry) => entry.area)).toEqual(expect.arrayContaining(['reports', 'users']));
    const db = usersDb(database.db);
    const row = await db.selectFrom('users').selectAll().where('id', '=', person.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: 'Erased', phone: null, email: `erased-${person.id}@erased.invalid` });
    expect(row.deleted_at).not.toBeNull();
    expect(
      await db.selectFrom('user_context').select(['work_email', 'roles', 'customer_id']).where('user_id', '=', person.id).execute(),
    ).toEqual([{ work_email: null, roles: [], customer_id: 2 }]);
    expect(await db.selectFrom('user_note').select('id').where('user_id', '=', person.id).execute()).toEqual([]);
    expect(await db.selectFrom('login_log').select('id').where('user_id', '=', person.id).execute()).toEqual([]);
    expect(await db.selectFrom('instructor_file').select('kind').where('user_id', '=', person.id).execute()).toEqual([]);
    expect(await openFile('users-instructor', photoKey)).toBeNull();
    expect((await app.inject({ url: '/api/users/me', headers: personCookie })).statusCode).toBe(401);
    const exported = await app.inject({ url: `/api/users/data/atriumusersearch/export/${person.id}`, headers: admin });
    const users = await (await archiveOf(exported)).json('users.json');
    expect(JSON.stringify(users)).not.toMatch(/gina|Gdpr|900 00 000|nynorsk|Safari/i);
    const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'gina.gdpr', password: 'Secret-123' } });
    expect(login.statusCode).toBe(401);
  });
});
