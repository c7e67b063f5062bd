import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import { readdir, rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { elearningModule } from '../src';
import type { EcourseComment, EcourseFile, EcoursePrice, Publication } from '@atrium/elearning-contract';
import { elearningDb } from '../src/db';
import { createEcourse } from './ecourse-fixtures';
import { publishPeople } from './license-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const admin = sessionCookie({ roles: ['atrium'], userId: 1 });
const staff = sessionCookie({ roles: ['staff'], userId: 2 });

const FILES_DIR = `/tmp/atrium-elearning-files-${process.pid}`;

beforeAll(async () => {
  process.env.ATRIUM_FILES_DIR = FILES_DIR;
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
  await publishPeople(database.db, [{ id: 2, first: 'Stian', last: 'Staff' }]);
  // Stands in for the view the company area publishes.
  await sql`create table published.company_customer (id integer primary key, name text not null, active boolean not null default true, merged_into_id integer)`.execute(
    database.db,
  );
  await sql`insert into published.company_customer (id, name) values (1, 'Atrium Kurs AS'), (2, 'Nordsjø Energi AS')`.execute(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(FILES_DIR, { recursive: true, force: true });
});

const url = (path: string) => `/api/elearning${path}`;
const get = (path: string, cookie = staff) => app.inject({ url: url(path), headers: { cookie } });
const send = (method: 'PUT' | 'POST' | 'DELETE', path: string, payload?: object, cookie = staff) =>
  app.inject({ method, url: url(path), headers: { cookie }, ...(payload ? { payload } : {}) });

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('prices (document 001 §3, §4)', () => {
  it('stores minor units and deletes a price only while its end date has not passed', async () => {
    const id = await createEcourse(app, staff);
    const create = (fromDate: string, toDate: string) =>
      send('POST', `/data/ecourses/${id}/prices`, { value: 129050, currency: 'NOK', fromDate, toDate });
    const current = (await create(isoDay(-10), isoDay(10))).json() as EcoursePrice;
    const endsToday = (await create(isoDay(-10), isoDay(0))).json() as EcoursePrice;
    const expired = (await create(isoDay(-20), isoDay(-1))).json() as EcoursePrice;
    expect(current.value).toBe(129050);
    expect((await get(`/data/ecourses/${id}/prices`)).json()).toHaveLength(3);

    const refused = await send('DELETE', `/data/ecourses/${id}/prices/${expired.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^priceId/);
    expect((await send('DELETE', `/data/ecourses/${id}/prices/${current.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/data/ecourses/${id}/prices/${endsToday.id}`)).statusCode).toBe(204);
    expect(((await get(`/data/ecourses/${id}/prices`)).json() as EcoursePrice[]).map((price) => price.id)).toEqual([expired.id]);
    expect((await send('DELETE', `/data/ecourses/${id}/prices/${current.id}`)).statusCode).toBe(404);
  });

  it('answers 400 naming the field for a bad price', async () => {
    const id = await createEcourse(app, staff);
    const cases: [object, string][] = [
      [{ value: 12.5, currency: 'NOK', fromDate: '2026-01-01', toDate: '2026-12-31' }, 'body.value'],
      [{ value: 100, currency: 'USD', fromDate: '2026-01-01', toDate: '2026-12-31' }, 'body.currency'],
      [{ value: 100, currency: 'NOK', fromDate: '2026-02-01', toDate: '2026-01-01' }, 'body.toDate'],
      [{ value: 100, currency: 'NOK', fromDate: '01.02.2026', toDate: '2026-12-31' }, 'body.fromDate'],
    ];
    for (const [body, field] of cases) {
      const res = await send('POST', `/data/ecourses/${id}/prices`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message.startsWith(`${field}:`)).toBe(true);
    }
  });

  it('keeps per-customer discounts for platform admins only, with the customer’s name', async () => {
    const id = await createEcourse(app, staff);
    expect((await get(`/data/ecourses/${id}/priceCustomers`, staff)).statusCode).toBe(403);
    expect((await send('PUT', `/data/ecourses/${id}/priceCustomers`, { customerId: 2, discountPercent: 10 }, staff)).statusCode).toBe(403);
    expect((await send('DELETE', `/data/ecourses/${id}/priceCustomers/2`, undefined, staff)).statusCode).toBe(403);

    await send('PUT', `/data/ecourses/${id}/priceCustomers`, { customerId: 2, discountPercent: 10 }, admin);
    await send('PUT', `/data/ecourses/${id}/priceCustomers`, { customerId: 9, discountPercent: 5 }, admin);
    const changed = await send('PUT', `/data/ecourses/${id}/priceCustomers`, { customerId: 2, discountPercent: 15 }, admin);
    expect(changed.json()).toEqual([
      { customerId: 2, customerName: 'Nordsjø Energi AS', discountPercent: 15 },
      { customerId: 9, customerName: null, discountPercent: 5 },
    ]);
    expect((await send('DELETE', `/data/ecourses/${id}/priceCustomers/9`, undefined, admin)).json()).toHaveLength(1);
    const bad = await send('PUT', `/data/ecourses/${id}/priceCustomers`, { customerId: 2, discountPercent: 0 }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^body\.discountPercent/);
  });
});

describe('quote codes (document 001 §6: platform admins only)', () => {
  it('are unique among the non-empty codes of all e-courses, whatever the letter case', async () => {
    const first = await createEcourse(app, staff);
    const second = await createEcourse(app, staff);
    const saved = await send(
      'PUT',
      `/data/ecourses/${first}/quoteCodes`,
      [
        { locale: 'nb_NO', code: 'FALL24' },
        { locale: 'en_US', code: '' },
      ],
      admin,
    );
    expect(saved.json()).toEqual([{ locale: 'nb_NO', code: 'FALL24' }]);

    expect((await get('/data/ecourses/quoteCodes/validate?code=fall24', admin)).json()).toEqual({ exists: true });
    expect((await get(`/data/ecourses/quoteCodes/validate?code=fall24&ecourseId=${first}`, admin)).json()).toEqual({ exists: false });
    expect((await get('/data/ecourses/quoteCodes/validate?code=', admin)).json()).toEqual({ exists: false });

    const taken = await send('PUT', `/data/ecourses/${second}/quoteCodes`, [{ locale: 'sv_SE', code: 'fall24' }], admin);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toMatch(/^body\.0\.code/);
    const twice = await send(
      'PUT',
      `/data/ecourses/${second}/quoteCodes`,
      [
        { locale: 'sv_SE', code: 'NEW' },
        { locale: 'en_US', code: 'new' },
      ],
      admin,
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/^body\.1\.code/);
    // Empty codes never clash, and a course may keep its own code.
    expect(
      (
        await send(
          'PUT',
          `/data/ecourses/${second}/quoteCodes`,
          [
            { locale: 'sv_SE', code: '' },
            { locale: 'en_US', code: '' },
          ],
          admin,
        )
      ).statusCode,
    ).toBe(200);
    expect((await send('PUT', `/data/ecourses/${first}/quoteCodes`, [{ locale: 'nb_NO', code: 'fall24' }], admin)).json()).toEqual([
      { locale: 'nb_NO', code: 'fall24' },
    ]);
  });

  it('are refused to course staff with 403', async () => {
    const id = await createEcourse(app, staff);
    expect((await get(`/data/ecourses/${id}/quoteCodes`, staff)).statusCode).toBe(403);
    expect((await get('/data/ecourses/quoteCodes/validate?code=x', staff)).statusCode).toBe(403);
    expect((await send('PUT', `/data/ecourses/${id}/quoteCodes`, [], staff)).statusCode).toBe(403);
  });
});

describe('files', () => {
  const upload = (id: number, name: string, type = 'application/pdf', query = '') =>
    app.inject({
      method: 'POST',
      url: url(`/data/ecourses/${id}/files${query}`),
      headers: { cookie: staff, 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: `--XYZ\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\ncontent of ${name}\r\n--XYZ--\r\n`,
    });

  it('uploads outside the database, keeps the order, swaps, downloads and detaches', async () => {
    const id = await createEcourse(app, staff);
    const manual = (await upload(id, 'manual.pdf')).json() as EcourseFile;
    expect(manual).toMatchObject({ fileType: 'COURSEMANUAL', locale: null, fileName: 'manual.pdf', position: 0 });
    expect(await readdir(`${FILES_DIR}/elearning-files`)).toHaveLength(1);
    const sheet = await upload(id, 'sheet.pdf', 'application/pdf', '?fileType=ATTACHMENT&locale=sv_SE');
    expect(sheet.statusCode).toBe(201);
    expect(sheet.json()).toMatchObject({ fileType: 'ATTACHMENT', locale: 'sv_SE', position: 1 });

    const swapped = (await send('POST', `/data/ecourses/${id}/files/swap`, { from: 1, to: 0 })).json() as EcourseFile[];
    expect(swapped.map((file) => file.fileName)).toEqual(['sheet.pdf', 'manual.pdf']);
    const download = await get(`/data/ecourses/${id}/files/${manual.fileId}/content`);
    expect(download.body).toBe('content of manual.pdf');
    const noFile = await send('POST', `/data/ecourses/${id}/files/swap`, { from: 5, to: 0 });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toMatch(/^body\.from/);

    expect((await send('POST', `/data/ecourses/${id}/files/${manual.fileId}/detach`)).statusCode).toBe(204);
    expect(((await get(`/data/ecourses/${id}/files`)).json() as EcourseFile[]).map((file) => [file.fileName, file.position])).toEqual([
      ['sheet.pdf', 0],
    ]);
    expect((await get(`/data/ecourses/${id}/files/${manual.fileId}/content`)).statusCode).toBe(404);
  });

  it('refuses a file type it does not keep and a bad file type field', async () => {
    const id = await createEcourse(app, staff);
    expect((await upload(id, 'run.sh', 'application/x-sh')).statusCode).toBe(415);
    const bad = await upload(id, 'a.pdf', 'application/pdf', '?fileType=DIPLOMA');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^querystring\.fileType/);
  });

  it('keeps a file a copy shares until its last link is detached', async () => {
    const id = await createEcourse(app, staff);
    const file = (await upload(id, 'shared.pdf')).json() as EcourseFile;
    const copyId = (
      await send('POST', `/data/ecourses/copy/${id}`, { ...(await get(`/data/ecourses/${id}`)).json(), internalName: 'Copy' })
    ).json().id as number;
    await send('POST', `/data/ecourses/${id}/files/${file.fileId}/detach`);
    expect((await get(`/data/ecourses/${copyId}/files/${file.fileId}/content`)).body).toBe('content of shared.pdf');
    await send('POST', `/data/ecourses/${copyId}/files/${file.fileId}/detach`);
    expect(
      await elearningDb(database.db).selectFrom('media_file').select('id').where('id', '=', file.fileId).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('publications, report customers and notes', () => {
  it('attaches and detaches publications', async () => {
    const id = await createEcourse(app, staff);
    const all = (await get(`/data/ecourses/${id}/publications`)).json() as Publication[];
    expect(all.length).toBeGreaterThan(1);
    expect(all.every((publication) => !publication.attached)).toBe(true);
    const attached = (await send('PUT', `/data/ecourses/${id}/publications/${all[1]!.id}`)).json() as Publication[];
    expect(attached.filter((publication) => publication.attached).map((publication) => publication.id)).toEqual([all[1]!.id]);
    const detached = (await send('DELETE', `/data/ecourses/${id}/publications/${all[1]!.id}`)).json() as Publication[];
    expect(detached.every((publication) => !publication.attached)).toBe(true);
    expect((await send('PUT', `/data/ecourses/${id}/publications/99999`)).statusCode).toBe(404);
  });

  it('adds report customers one at a time and removes one or all', async () => {
    const id = await createEcourse(app, staff);
    await send('POST', `/data/ecourses/${id}/reportCustomers`, { customerId: 1 });
    const added = await send('POST', `/data/ecourses/${id}/reportCustomers`, { customerId: 2 });
    expect(added.json()).toEqual([
      { customerId: 1, customerName: 'Atrium Kurs AS' },
      { customerId: 2, customerName: 'Nordsjø Energi AS' },
    ]);
    expect((await send('DELETE', `/data/ecourses/${id}/reportCustomers/1`)).json()).toEqual([
      { customerId: 2, customerName: 'Nordsjø Energi AS' },
    ]);
    await send('POST', `/data/ecourses/${id}/reportCustomers`, { customerId: 1 });
    expect((await send('DELETE', `/data/ecourses/${id}/reportCustomers`)).json()).toEqual([]);
    const bad = await send('POST', `/data/ecourses/${id}/reportCustomers`, { customerId: -1 });
    expect(bad.json().message).toMatch(/^body\.customerId/);
  });

  it('keeps notes of type ELEARNINGCOURSE with the author’s name, newest first', async () => {
    const id = await createEcourse(app, staff);
    await send('POST', `/data/ecourses/${id}/comments/ELEARNINGCOURSE`, { text: 'First' });
    const notes = (await send('POST', `/data/ecourses/${id}/comments/ELEARNINGCOURSE`, { text: 'Second' })).json() as EcourseComment[];
    expect(notes.map((note) => [note.text, note.authorName])).toEqual([
      ['Second', 'Stian Staff'],
      ['First', 'Stian Staff'],
    ]);
    const wrongType = await get(`/data/ecourses/${id}/comments/NOTE`);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/^params\.type/);
    const empty = await send('POST', `/data/ecourses/${id}/comments/ELEARNINGCOURSE`, { text: '  ' });
    expect(empty.json().message).toMatch(/^body\.text/);
  });
});

describe('packages by status (document 001 §6: platform admins only)', () => {
  it('lists packages of one status to platform admins and refuses staff', async () => {
    expect((await get('/data/ecourses/xapi/coursecontent/status/published/0', staff)).statusCode).toBe(403);
    expect((await get('/data/ecourses/xapi/coursecontent/status/published/0', admin)).json()).toEqual([]);
    const bad = await get('/data/ecourses/xapi/coursecontent/status/live/0', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^params\.status/);
  });
});
