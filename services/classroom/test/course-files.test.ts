import { sessionCookie } from '@atrium/service-core/testing';
import { generalData } from './course-fixtures';
import { setUpCourseTestApp, staff } from './course-test-app';
import { multipartUpload, testFilesDir } from './upload-fixtures';

const context = setUpCourseTestApp();
const stored = testFilesDir();

describe('files', () => {
  const base = () => `/api/classroom/data/clcourses/${context.course.id}`;
  const upload = (name: string, type = 'application/pdf', content: Buffer | string = `%PDF ${name}`) =>
    context.app.inject({ method: 'POST', url: `${base()}/file`, ...multipartUpload(staff, name, type, content) });
  const names = async () =>
    (await context.app.inject({ url: `${base()}/files`, headers: { cookie: staff } })).json().map((f: { fileName: string }) => f.fileName);

  it('stores uploads on disk with metadata in the database, in upload order', async () => {
    const res = await upload('a.pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), fileName: 'a.pdf', contentType: 'application/pdf', sizeBytes: 10, position: 0 });
    await upload('b.pdf');
    await upload('c.pdf');
    expect(await names()).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(stored()).toHaveLength(3);
    const download = await context.app.inject({ url: `${base()}/file/${res.json().id}`, headers: { cookie: staff } });
    expect(download.body).toBe('%PDF a.pdf');
    expect(download.headers['content-disposition']).toContain('a.pdf');
  });

  it('refuses a type that is not allowed and a file over the size limit, keeping nothing', async () => {
    const before = stored().length;
    const html = await upload('x.html', 'text/html', '<script>');
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe('upload.typeNotAllowed');
    const big = await upload('big.pdf', 'application/pdf', Buffer.alloc(25 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(413);
    expect(stored()).toHaveLength(before);
  });

  it('moves a file from one position to another', async () => {
    const res = await context.app.inject({
      method: 'POST',
      url: `${base()}/files/swap`,
      headers: { cookie: staff },
      payload: { from: 2, to: 0 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((f: { fileName: string; position: number }) => [f.fileName, f.position])).toEqual([
      ['c.pdf', 0],
      ['a.pdf', 1],
      ['b.pdf', 2],
    ]);
    const outside = await context.app.inject({
      method: 'POST',
      url: `${base()}/files/swap`,
      headers: { cookie: staff },
      payload: { from: 0, to: 3 },
    });
    expect(outside.statusCode).toBe(400);
  });

  it('detaches a file (kept on disk) or deletes it (gone from disk)', async () => {
    const files = (await context.app.inject({ url: `${base()}/files`, headers: { cookie: staff } })).json();
    const detach = await context.app.inject({ method: 'POST', url: `${base()}/file/${files[0].id}/detach`, headers: { cookie: staff } });
    expect(detach.statusCode).toBe(204);
    expect(stored()).toHaveLength(3);
    const remove = await context.app.inject({ method: 'DELETE', url: `${base()}/file/${files[1].id}`, headers: { cookie: staff } });
    expect(remove.statusCode).toBe(204);
    expect(stored()).toHaveLength(2);
    expect(await names()).toEqual(['b.pdf']);
    expect(
      (await context.app.inject({ method: 'DELETE', url: `${base()}/file/${files[1].id}`, headers: { cookie: staff } })).statusCode,
    ).toBe(404);
  });

  it('deletes a file a course copy shares only from the course deleting it, and from disk with the last link', async () => {
    const shared = (await upload('shared.pdf')).json();
    const copy = await context.app.inject({
      method: 'POST',
      url: `${base()}/copy`,
      headers: { cookie: staff },
      payload: generalData({ internalName: 'Varme arbeider (kopi)' }),
    });
    const copyFiles = `/api/classroom/data/clcourses/${copy.json().id}`;
    const before = stored().length;

    expect(
      (await context.app.inject({ method: 'DELETE', url: `${base()}/file/${shared.id}`, headers: { cookie: staff } })).statusCode,
    ).toBe(204);
    expect(await names()).not.toContain('shared.pdf');
    expect(stored()).toHaveLength(before);
    const kept = await context.app.inject({ url: `${copyFiles}/file/${shared.id}`, headers: { cookie: staff } });
    expect(kept.body).toBe('%PDF shared.pdf');

    expect(
      (await context.app.inject({ method: 'DELETE', url: `${copyFiles}/file/${shared.id}`, headers: { cookie: staff } })).statusCode,
    ).toBe(204);
    expect(stored()).toHaveLength(before - 1);
  });

  it('keeps a deleted file that a course package still lists', async () => {
    const listed = (await upload('package.pdf')).json();
    const admin = sessionCookie({ roles: ['atrium'] });
    const put = await context.app.inject({
      method: 'PUT',
      url: `${base()}/coursePackage/files`,
      headers: { cookie: admin },
      payload: { ids: [listed.id] },
    });
    expect(put.statusCode).toBe(200);
    const before = stored().length;
    expect(
      (await context.app.inject({ method: 'DELETE', url: `${base()}/file/${listed.id}`, headers: { cookie: staff } })).statusCode,
    ).toBe(204);
    expect(stored()).toHaveLength(before);
    const coursePackage = (await context.app.inject({ url: `${base()}/coursePackage`, headers: { cookie: admin } })).json();
    expect(coursePackage.fileDetails).toEqual([{ id: listed.id, fileName: 'package.pdf' }]);
  });
});
