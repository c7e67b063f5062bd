import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { classroomModule } from '../src';
import { insertCourse } from './fixtures';
import { multipartUpload, testFilesDir } from './upload-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let instanceId: number;
let otherInstanceId: number;
const staff = sessionCookie({ roles: ['staff'] });
const stored = testFilesDir();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  const courseId = await insertCourse(database.db, { name: 'Stillas' });
  const create = () =>
    app.inject({ method: 'POST', url: '/api/classroom/clicourses', headers: { cookie: staff }, payload: { courseClassroom: courseId } });
  instanceId = (await create()).json().id;
  otherInstanceId = (await create()).json().id;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const base = (id = instanceId) => `/api/classroom/data/clicourse/${id}`;
const upload = (name: string, type = 'application/pdf', content: Buffer | string = `%PDF ${name}`, id = instanceId) =>
  app.inject({ method: 'POST', url: `${base(id)}/file`, ...multipartUpload(staff, name, type, content) });
const list = async (id = instanceId) =>
  (await app.inject({ url: `${base(id)}/files`, headers: { cookie: staff } })).json() as {
    id: number;
    fileName: string;
    position: number;
  }[];
const names = async () => (await list()).map((file) => file.fileName);
const remove = (fileId: number, id = instanceId) =>
  app.inject({ method: 'DELETE', url: `${base(id)}/file/${fileId}`, headers: { cookie: staff } });
const detach = (fileId: number, id = instanceId) =>
  app.inject({ method: 'POST', url: `${base(id)}/file/${fileId}/detach`, headers: { cookie: staff } });

describe('instance files', () => {
  it('stores uploads in upload order and downloads them', async () => {
    const res = await upload('program.pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      fileName: 'program.pdf',
      contentType: 'application/pdf',
      sizeBytes: 16,
      position: 0,
      fileType: 'CLASSROOM_COURSE_ATTACHMENT',
    });
    await upload('kart.png', 'image/png', 'png');
    expect(await names()).toEqual(['program.pdf', 'kart.png']);
    const download = await app.inject({ url: `${base()}/file/${res.json().id}`, headers: { cookie: staff } });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('%PDF program.pdf');
    expect(download.headers['content-disposition']).toContain('program.pdf');
    expect(await list(otherInstanceId)).toEqual([]);
  });

  it('refuses a type that is not allowed and a file over 25 MB, keeping nothing', async () => {
    const before = stored().length;
    const html = await upload('x.html', 'text/html', '<script>');
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe('upload.typeNotAllowed');
    const big = await upload('big.pdf', 'application/pdf', Buffer.alloc(25 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(413);
    expect(stored()).toHaveLength(before);
    expect(await names()).toEqual(['program.pdf', 'kart.png']);
  });

  it('keeps the file type chosen on upload (decision 0237), refusing an unknown one by name and keeping nothing', async () => {
    const typed = (fileType: string) =>
      app.inject({
        method: 'POST',
        url: `${base(otherInstanceId)}/file`,
        ...multipartUpload(staff, 'evaluations.pdf', 'application/pdf', '%PDF scan', { fileType }),
      });
    const before = stored().length;
    const bad = await typed('POSTER');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('fileType');
    expect(stored()).toHaveLength(before);
    const res = await typed('SCANNED_EVALUATIONS');
    expect(res.statusCode).toBe(201);
    expect(res.json().fileType).toBe('SCANNED_EVALUATIONS');
    expect((await list(otherInstanceId)).map((file) => [file.fileName, (file as { fileType?: string }).fileType])).toEqual([
      ['evaluations.pdf', 'SCANNED_EVALUATIONS'],
    ]);
    // The instructor page sorts it among the scanned documents.
    const instructorList = await app.inject({
      url: `/api/classroom/data/instructors/classroom-management/${otherInstanceId}/materials`,
      headers: { cookie: staff },
    });
    expect(instructorList.json()).toEqual([expect.objectContaining({ fileName: 'evaluations.pdf', fileType: 'SCANNED_EVALUATIONS' })]);
    await app.inject({ method: 'DELETE', url: `${base(otherInstanceId)}/file/${res.json().id}`, headers: { cookie: staff } });
  });

  it('moves a file to another position', async () => {
    const res = await app.inject({ method: 'POST', url: `${base()}/files/swap`, headers: { cookie: staff }, payload: { from: 1, to: 0 } });
    expect(res.json().map((file: { fileName: string; position: number }) => [file.fileName, file.position])).toEqual([
      ['kart.png', 0],
      ['program.pdf', 1],
    ]);
    const outside = await app.inject({
      method: 'POST',
      url: `${base()}/files/swap`,
      headers: { cookie: staff },
      payload: { from: 0, to: 2 },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toMatch(/^body\.to:/);
  });

  it('answers 404 for a file of another instance, and leaves it where it is', async () => {
    const [file] = await list();
    expect((await remove(file!.id, otherInstanceId)).statusCode).toBe(404);
    expect((await detach(file!.id, otherInstanceId)).statusCode).toBe(404);
    expect((await app.inject({ url: `${base(otherInstanceId)}/file/${file!.id}`, headers: { cookie: staff } })).statusCode).toBe(404);
    expect(await names()).toEqual(['kart.png', 'program.pdf']);
  });

  it('detaches a file (kept on disk) or deletes it (gone from disk), closing up the order', async () => {
    await upload('vedlegg.txt', 'text/plain', 'hei');
    const [first, second] = await list();
    const before = stored().length;
    expect((await detach(first!.id)).statusCode).toBe(204);
    expect(stored()).toHaveLength(before);
    expect((await remove(second!.id)).statusCode).toBe(204);
    expect(stored()).toHaveLength(before - 1);
    expect((await list()).map((file) => [file.fileName, file.position])).toEqual([['vedlegg.txt', 0]]);
    expect((await remove(second!.id)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown instance, 400 naming a bad file id, 403 without the role and 401 signed out', async () => {
    expect((await app.inject({ url: `${base(999999)}/files`, headers: { cookie: staff } })).statusCode).toBe(404);
    expect((await upload('a.pdf', 'application/pdf', '%PDF', 999999)).statusCode).toBe(404);
    const bad = await app.inject({ method: 'DELETE', url: `${base()}/file/abc`, headers: { cookie: staff } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['params.fileId']);
    const instructor = sessionCookie({ roles: ['instructor'] });
    expect((await app.inject({ url: `${base()}/files`, headers: { cookie: instructor } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `${base()}/file/1`, headers: { cookie: instructor } })).statusCode).toBe(403);
    expect((await app.inject({ url: `${base()}/files` })).statusCode).toBe(401);
  });
});
