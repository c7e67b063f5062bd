import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { classroomModule } from '../src';
import { generalData } from './course-fixtures';
import { isoDay } from './fixtures';
import { multipartUpload, testFilesDir } from './upload-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let courseId: number;
const staff = sessionCookie({ roles: ['staff'] });
const stored = testFilesDir();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/classroom/data/clcourses/createFromGeneralData',
    headers: { cookie: staff },
    payload: generalData(),
  });
  courseId = res.json().id;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('prices', () => {
  const url = () => `/api/classroom/data/clcourses/${courseId}/prices`;
  const add = (payload: object) => app.inject({ method: 'POST', url: url(), headers: { cookie: staff }, payload });

  it('stores minor units as sent and lists them', async () => {
    const res = await add({ value: 345050, currency: 'NOK', fromDate: isoDay(-10), toDate: isoDay(10) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), value: 345050, currency: 'NOK', fromDate: isoDay(-10), toDate: isoDay(10) });
    expect((await app.inject({ url: url(), headers: { cookie: staff } })).json()).toHaveLength(1);
  });

  it('refuses a fractional amount and an end before the start, naming the field', async () => {
    const fraction = await add({ value: 10.5, currency: 'NOK', fromDate: isoDay(0), toDate: isoDay(1) });
    expect(Object.keys(fraction.json().fields)).toEqual(['body.value']);
    const reversed = await add({ value: 100, currency: 'NOK', fromDate: isoDay(5), toDate: isoDay(1) });
    expect(reversed.json().fields).toEqual({ 'body.toDate': 'courses.classroom.invalid.priceDates' });
  });

  it('deletes a price only while its end date is not past', async () => {
    const ended = (await add({ value: 100, currency: 'SEK', fromDate: isoDay(-30), toDate: isoDay(-1) })).json();
    const endsToday = (await add({ value: 100, currency: 'EUR', fromDate: isoDay(-30), toDate: isoDay(0) })).json();
    const refused = await app.inject({ method: 'DELETE', url: `${url()}/${ended.id}`, headers: { cookie: staff } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^priceId:/);
    expect((await app.inject({ method: 'DELETE', url: `${url()}/${endsToday.id}`, headers: { cookie: staff } })).statusCode).toBe(204);
    expect((await app.inject({ method: 'DELETE', url: `${url()}/${endsToday.id}`, headers: { cookie: staff } })).statusCode).toBe(404);
  });
});

describe('files', () => {
  const base = () => `/api/classroom/data/clcourses/${courseId}`;
  const upload = (name: string, type = 'application/pdf', content: Buffer | string = `%PDF ${name}`) =>
    app.inject({ method: 'POST', url: `${base()}/file`, ...multipartUpload(staff, name, type, content) });
  const names = async () =>
    (await app.inject({ url: `${base()}/files`, headers: { cookie: staff } })).json().map((f: { fileName: string }) => f.fileName);

  it('stores uploads on disk with metadata in the database, in upload order', async () => {
    const res = await upload('a.pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), fileName: 'a.pdf', contentType: 'application/pdf', sizeBytes: 10, position: 0 });
    await upload('b.pdf');
    await upload('c.pdf');
    expect(await names()).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(stored()).toHaveLength(3);
    const download = await app.inject({ url: `${base()}/file/${res.json().id}`, headers: { cookie: staff } });
    expect(download.body).toBe('%PDF a.pdf');
    expect(download.headers['content-disposition']).toContain('a.pdf');
  });

  it('refuses a type that is not allowed and a file over the size limit, keeping nothing', async () => {
    const before = stored().length;
    const html = await upload('x.html', 'text/html', '<script>');
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toMatch(/^file:/);
    const big = await upload('big.pdf', 'application/pdf', Buffer.alloc(25 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(413);
    expect(stored()).toHaveLength(before);
  });

  it('moves a file from one position to another', async () => {
    const res = await app.inject({ method: 'POST', url: `${base()}/files/swap`, headers: { cookie: staff }, payload: { from: 2, to: 0 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((f: { fileName: string; position: number }) => [f.fileName, f.position])).toEqual([
      ['c.pdf', 0],
      ['a.pdf', 1],
      ['b.pdf', 2],
    ]);
    const outside = await app.inject({
      method: 'POST',
      url: `${base()}/files/swap`,
      headers: { cookie: staff },
      payload: { from: 0, to: 3 },
    });
    expect(outside.statusCode).toBe(400);
  });

  it('detaches a file (kept on disk) or deletes it (gone from disk)', async () => {
    const files = (await app.inject({ url: `${base()}/files`, headers: { cookie: staff } })).json();
    const detach = await app.inject({ method: 'POST', url: `${base()}/file/${files[0].id}/detach`, headers: { cookie: staff } });
    expect(detach.statusCode).toBe(204);
    expect(stored()).toHaveLength(3);
    const remove = await app.inject({ method: 'DELETE', url: `${base()}/file/${files[1].id}`, headers: { cookie: staff } });
    expect(remove.statusCode).toBe(204);
    expect(stored()).toHaveLength(2);
    expect(await names()).toEqual(['b.pdf']);
    expect((await app.inject({ method: 'DELETE', url: `${base()}/file/${files[1].id}`, headers: { cookie: staff } })).statusCode).toBe(404);
  });

  it('deletes a file a course copy shares only from the course deleting it, and from disk with the last link', async () => {
    const shared = (await upload('shared.pdf')).json();
    const copy = await app.inject({
      method: 'POST',
      url: `${base()}/copy`,
      headers: { cookie: staff },
      payload: generalData({ internalName: 'Varme arbeider (kopi)' }),
    });
    const copyFiles = `/api/classroom/data/clcourses/${copy.json().id}`;
    const before = stored().length;

    expect((await app.inject({ method: 'DELETE', url: `${base()}/file/${shared.id}`, headers: { cookie: staff } })).statusCode).toBe(204);
    expect(await names()).not.toContain('shared.pdf');
    expect(stored()).toHaveLength(before);
    const kept = await app.inject({ url: `${copyFiles}/file/${shared.id}`, headers: { cookie: staff } });
    expect(kept.body).toBe('%PDF shared.pdf');

    expect((await app.inject({ method: 'DELETE', url: `${copyFiles}/file/${shared.id}`, headers: { cookie: staff } })).statusCode).toBe(
      204,
    );
    expect(stored()).toHaveLength(before - 1);
  });

  it('keeps a deleted file that a course package still lists', async () => {
    const listed = (await upload('package.pdf')).json();
    const admin = sessionCookie({ roles: ['atrium'] });
    const put = await app.inject({
      method: 'PUT',
      url: `${base()}/coursePackage/files`,
      headers: { cookie: admin },
      payload: { ids: [listed.id] },
    });
    expect(put.statusCode).toBe(200);
    const before = stored().length;
    expect((await app.inject({ method: 'DELETE', url: `${base()}/file/${listed.id}`, headers: { cookie: staff } })).statusCode).toBe(204);
    expect(stored()).toHaveLength(before);
    const coursePackage = (await app.inject({ url: `${base()}/coursePackage`, headers: { cookie: admin } })).json();
    expect(coursePackage.fileDetails).toEqual([{ id: listed.id, fileName: 'package.pdf' }]);
  });
});
