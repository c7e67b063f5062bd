import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { elearningModule } from '../src';
import { copyOfEcourse, emptyEcourseText, withoutTextIds, type Ecourse, type EcourseLocalizedText } from '@atrium/elearning-contract';
import { elearningDb } from '../src/db';
import { createEcourse, generalBody } from './ecourse-fixtures';
import { publishPeople } from './license-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const admin = sessionCookie({ roles: ['atrium'], userId: 1 });
const staff = sessionCookie({ roles: ['staff'], userId: 2 });
const companyAdmin = sessionCookie({ roles: ['companyadmin'], userId: 3 });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
  await publishPeople(database.db, [
    { id: 1, first: 'Ada', last: 'Admin' },
    { id: 2, first: 'Stian', last: 'Staff' },
  ]);
  await sql`update published.users_person set roles = case id when 1 then '{atrium,staff}'::text[] else '{staff}'::text[] end`.execute(
    database.db,
  );
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const url = (path: string) => `/api/elearning${path}`;
const get = (path: string, cookie = staff) => app.inject({ url: url(path), headers: { cookie } });
const send = (method: 'PUT' | 'POST' | 'DELETE', path: string, payload?: object, cookie = staff) =>
  app.inject({ method, url: url(path), headers: { cookie }, ...(payload ? { payload } : {}) });

const text = (locale: EcourseLocalizedText['locale'], title: string): EcourseLocalizedText => ({
  ...emptyEcourseText(locale),
  courseTextMain: { title, text: `<p>${title}</p><script>alert(1)</script>` },
  courseTextOverview: `<p onclick="x()">About ${title}</p>`,
});

describe('create from a classroom course, read and update', () => {
  it('keeps every form field, the template it came from and the texts sent with it (sanitised)', async () => {
    const id = await createEcourse(app, staff, { localizedTexts: [text('nb_NO', 'Fall')] });
    const course = (await get(`/data/ecourses/${id}`)).json() as Ecourse;
    expect(course).toMatchObject({ ...generalBody(), id, classroomCourseId: 7, productId: null, courseResponsible: null, packageId: null });
    const texts = (await get(`/data/elearningCourse/${id}/courseTexts`)).json() as EcourseLocalizedText[];
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      locale: 'nb_NO',
      courseTextId: id,
      courseTextMain: { title: 'Fall', text: '<p>Fall</p>' },
      courseTextOverview: '<p>About Fall</p>',
    });
  });

  it('updates the form and answers the integration number and uuid', async () => {
    const id = await createEcourse(app, staff);
    const res = await send(
      'PUT',
      `/data/ecourses/${id}`,
      generalBody({ internalName: 'Renamed', productCategories: ['hse', 'compliance'], courseLanguage: 'en_US' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ internalName: 'Renamed', productCategories: ['hse', 'compliance'], courseLanguage: 'en_US' });
    await elearningDb(database.db).updateTable('ecourse').set({ product_id: '300300' }).where('id', '=', id).execute();
    const { uuid } = (await get(`/data/ecourses/${id}/uuid`)).json() as { uuid: string };
    expect((await get(`/data/integrationNumberForElearningCourse/${uuid}`)).json()).toEqual({ value: '300300' });
    expect((await get('/data/integrationNumberForElearningCourse/00000000-0000-4000-8000-00000000abcd')).statusCode).toBe(404);
  });

  it('answers 400 naming the field for bad input, never 500', async () => {
    const cases: [object, string][] = [
      [generalBody({ internalName: ' ' }), 'body.internalName'],
      [generalBody({ courseTags: ['hse', 'hse'] }), 'body.courseTags'],
      [generalBody({ productCategories: ['nonsense' as never] }), 'body.productCategories.0'],
      [generalBody({ length: { hours: 1, minutes: 60 } }), 'body.length.minutes'],
      [generalBody({ competenceCalculation: { method: 'months', months: null } }), 'body.competenceCalculation.months'],
      [{ ...generalBody(), eLearningCourseFlags: undefined }, 'body.eLearningCourseFlags'],
    ];
    const id = await createEcourse(app, staff);
    for (const [body, field] of cases) {
      const res = await send('PUT', `/data/ecourses/${id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}`));
    }
    expect((await get('/data/ecourses/abc')).json().message).toMatch(/^params\.id/);
    expect((await send('POST', '/data/ecourses/createFromCourse/0', generalBody())).json().message).toMatch(/^params\.courseId/);
    const foreignText = { ...text('nb_NO', 'x'), id: 99999 };
    const withForeignText = await send('POST', '/data/ecourses/createFromCourse/7', {
      ...generalBody({ internalName: 'Rolled back' }),
      localizedTexts: [foreignText],
    });
    expect(withForeignText.statusCode).toBe(400);
    expect(withForeignText.json().message).toMatch(/^body\.localizedTexts\.0\.id/);
    // One transaction: the course whose texts were refused is not kept either.
    expect((await get('/data/ecourses/search?q=Rolled%20back')).json()).toEqual([]);
    expect((await get('/data/ecourses/999999')).statusCode).toBe(404);
  });

  it('is for course admins: a company admin gets 403 and a signed-out caller 401', async () => {
    const id = await createEcourse(app, admin);
    expect((await get(`/data/ecourses/${id}`, companyAdmin)).statusCode).toBe(403);
    expect((await send('PUT', `/data/ecourses/${id}`, generalBody(), companyAdmin)).statusCode).toBe(403);
    expect((await app.inject({ url: url(`/data/ecourses/${id}`) })).statusCode).toBe(401);
  });
});

describe('copy (document 001 §2)', () => {
  it('resets canPurchase, canStart and availableOfflineApp whatever is sent, and gives the texts new ids', async () => {
    const originalId = await createEcourse(app, staff, { localizedTexts: [text('nb_NO', 'Original'), text('en_US', 'Original EN')] });
    await send('POST', `/data/ecourses/${originalId}/prices`, {
      value: 100000,
      currency: 'NOK',
      fromDate: '2026-01-01',
      toDate: '2030-12-31',
    });
    const original = (await get(`/data/ecourses/${originalId}`)).json() as Ecourse;

    const form = copyOfEcourse(original);
    expect(form.internalName).toBe('');
    expect(form.eLearningCourseFlags).toEqual({
      canStart: false,
      canPurchase: false,
      availableOfflineApp: false,
      disableEvaluation: false,
      hotWorks: false,
    });
    expect(form).not.toHaveProperty('id');

    const res = await send('POST', `/data/ecourses/copy/${originalId}`, {
      ...form,
      internalName: 'Copy',
      eLearningCourseFlags: original.eLearningCourseFlags,
    });
    expect(res.statusCode).toBe(201);
    const copyId = (res.json() as { id: number }).id;
    expect(copyId).not.toBe(originalId);
    const copy = (await get(`/data/ecourses/${copyId}`)).json() as Ecourse;
    expect(copy.eLearningCourseFlags).toEqual({
      canStart: false,
      canPurchase: false,
      availableOfflineApp: false,
      disableEvaluation: false,
      hotWorks: false,
    });
    expect(copy).toMatchObject({ internalName: 'Copy', productCategories: original.productCategories, classroomCourseId: 7 });

    const originalTexts = (await get(`/data/elearningCourse/${originalId}/courseTexts`)).json() as EcourseLocalizedText[];
    const copiedTexts = (await get(`/data/elearningCourse/${copyId}/courseTexts`)).json() as EcourseLocalizedText[];
    expect(copiedTexts.map((t) => t.courseTextMain.title)).toEqual(originalTexts.map((t) => t.courseTextMain.title));
    expect(copiedTexts.some((t) => originalTexts.some((o) => o.id === t.id))).toBe(false);
    expect(withoutTextIds(originalTexts).every((t) => t.id === null && t.courseTextId === null)).toBe(true);
    expect((await get(`/data/ecourses/${copyId}/prices`)).json()).toHaveLength(1);
  });

  it('answers 404 for an unknown original', async () => {
    expect((await send('POST', '/data/ecourses/copy/999999', generalBody())).statusCode).toBe(404);
  });
});

describe('course texts', () => {
  it('replaces the list by locale, keeps ids, and refuses another course’s ids with 400 naming the field', async () => {
    const id = await createEcourse(app, staff, { localizedTexts: [text('nb_NO', 'Norsk')] });
    const [norwegian] = (await get(`/data/elearningCourse/${id}/courseTexts`)).json() as EcourseLocalizedText[];
    const res = await send('POST', `/data/elearningCourse/${id}/courseTexts`, [
      { ...norwegian!, courseTextMain: { title: 'Norsk 2', text: '' } },
      text('sv_SE', 'Svenska'),
    ]);
    expect(res.statusCode).toBe(200);
    const saved = res.json() as EcourseLocalizedText[];
    expect(saved.map((t) => [t.locale, t.courseTextMain.title])).toEqual([
      ['nb_NO', 'Norsk 2'],
      ['sv_SE', 'Svenska'],
    ]);
    expect(saved[0]!.id).toBe(norwegian!.id);

    const other = await createEcourse(app, staff);
    const stolen = await send('POST', `/data/elearningCourse/${other}/courseTexts`, [saved[0]]);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toMatch(/^body\.0\.courseTextId/);
    const duplicate = await send('POST', `/data/elearningCourse/${id}/courseTexts`, [text('nb_NO', 'a'), text('nb_NO', 'b')]);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toMatch(/^body/);
    expect((await send('POST', `/data/elearningCourse/${id}/courseTexts`, [])).json()).toEqual([]);
  });

  it('accepts a video link in a text only with its 11-character video id, else 400 naming the field', async () => {
    const id = await createEcourse(app, staff);
    const withLink = (address: string) => ({
      ...text('nb_NO', 'Video'),
      courseTextMain: { title: 'Video', text: `<p><a href="${address}">Se filmen</a></p>` },
    });
    const refused = await send('POST', `/data/elearningCourse/${id}/courseTexts`, [withLink('https://youtu.be/abc')]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'body.0.courseTextMain.text': 'richtext.video.noId' });
    const accepted = await send('POST', `/data/elearningCourse/${id}/courseTexts`, [withLink('https://youtu.be/dQw4w9WgXcQ')]);
    expect(accepted.statusCode).toBe(200);
  });
});

describe('skip landing page, scorm details, value lists, search', () => {
  it('reads and sets the landing-page switch', async () => {
    const id = await createEcourse(app, staff);
    expect((await get(`/data/ecourses/getSkipLandingPage/${id}`)).json()).toEqual({ skip: false });
    expect((await send('PUT', `/data/ecourses/updateSkipLandingPage/${id}/true`)).json()).toEqual({ skip: true });
    expect((await get(`/data/ecourses/getSkipLandingPage/${id}`)).json()).toEqual({ skip: true });
    const bad = await send('PUT', `/data/ecourses/updateSkipLandingPage/${id}/maybe`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^params\.flag/);
  });

  it('has no package details for a course without a package', async () => {
    const id = await createEcourse(app, staff);
    expect((await get(`/data/ecourses/${id}/scormDetails`)).json()).toEqual({
      xapiCoursePackageType: null,
      xapiCoursePackageId: null,
      epkgUUID: null,
      epkgId: null,
      scormCourseId: null,
    });
  });

  it('lists the value lists as keys and finds courses by name or id', async () => {
    expect((await get('/data/ecourses/languages')).json()).toEqual([{ key: 'nb_NO' }, { key: 'sv_SE' }, { key: 'en_US' }]);
    expect((await get('/data/ecourses/productCategories')).json()).toContainEqual({ key: 'safety' });
    expect((await get('/data/ecourses/calculationMethods')).json()).toEqual([{ key: 'months' }, { key: 'endOfYear' }]);
    const id = await createEcourse(app, staff, { internalName: 'Findable 50%' });
    expect((await get('/data/ecourses/search?q=able%2050%25')).json()).toEqual([{ id, internalName: 'Findable 50%' }]);
    expect((await get(`/data/ecourses/search?q=${id}`)).json()).toEqual([{ id, internalName: 'Findable 50%' }]);
  });
});

describe('responsible users (document 001 §6: platform admins only)', () => {
  it('lists atrium and staff people and lets only a platform admin set them', async () => {
    expect((await get('/data/ecourses/responsibleUsers')).json()).toEqual([
      { id: 1, name: 'Ada Admin' },
      { id: 2, name: 'Stian Staff' },
    ]);
    const id = await createEcourse(app, staff);
    const body = { courseResponsible: 1, subjectResponsible: 2 };
    expect((await send('PUT', `/data/ecourses/${id}/responsibleUsers`, body, staff)).statusCode).toBe(403);
    const res = await send('PUT', `/data/ecourses/${id}/responsibleUsers`, body, admin);
    expect(res.json()).toMatchObject(body);
    // The general form cannot change them.
    await send('PUT', `/data/ecourses/${id}`, { ...generalBody(), courseResponsible: 2 });
    expect((await get(`/data/ecourses/${id}`)).json()).toMatchObject(body);
    const bad = await send('PUT', `/data/ecourses/${id}/responsibleUsers`, { courseResponsible: 'x', subjectResponsible: null }, admin);
    expect(bad.json().message).toMatch(/^body\.courseResponsible/);
  });
});

describe('competence expiry refresh', () => {
  it('overwrites the expiry of every completed, not cancelled license from the course calculation', async () => {
    const id = await createEcourse(app, staff, { competenceCalculation: { method: 'endOfYear', months: 12 } });
    const db = elearningDb(database.db);
    await db
      .insertInto('license')
      .values([
        { user_id: 10, ecourse_id: id, completed: '2026-03-15T12:00:00Z', competence_expires: '2020-01-01' },
        { user_id: 11, ecourse_id: id },
        { user_id: 12, ecourse_id: id, completed: '2026-03-15T12:00:00Z', cancelled: true },
      ])
      .execute();
    expect((await send('POST', `/data/ecourses/${id}/refreshCompetenceExpiry`)).json()).toEqual({ updated: 1 });
    const rows = await db
      .selectFrom('license')
      .select(['user_id', 'competence_expires'])
      .where('ecourse_id', '=', id)
      .orderBy('user_id')
      .execute();
    expect(rows.map((row) => row.competence_expires)).toEqual(['2027-12-31', null, null]);

    await send('PUT', `/data/ecourses/${id}`, generalBody({ competenceCalculation: { method: 'months', months: 24 } }));
    await send('POST', `/data/ecourses/${id}/refreshCompetenceExpiry`);
    const [first] = await db
      .selectFrom('license')
      .select('competence_expires')
      .where('ecourse_id', '=', id)
      .where('user_id', '=', 10)
      .execute();
    expect(first!.competence_expires).toBe('2028-03-15');
  });
});
