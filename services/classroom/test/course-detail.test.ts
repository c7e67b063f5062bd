import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { classroomModule } from '../src';
import { generalData, insertProvider } from './course-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let provider: Awaited<ReturnType<typeof insertProvider>>;
const staff = sessionCookie({ roles: ['staff'] });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  provider = await insertProvider(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const create = (body: unknown, cookie = staff) =>
  app.inject({ method: 'POST', url: '/api/classroom/data/clcourses/createFromGeneralData', headers: { cookie }, payload: body as object });
const read = async (id: number) => (await app.inject({ url: `/api/classroom/data/clcourses/${id}`, headers: { cookie: staff } })).json();

describe('create from general data', () => {
  it('creates a course and answers its id and uuid', async () => {
    const res = await create(generalData({ courseId: 42 }));
    expect(res.statusCode).toBe(201);
    const { id, uuid } = res.json();
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(await read(id)).toMatchObject({
      id,
      internalName: 'Varme arbeider',
      courseId: 42,
      courseLanguages: ['nb_NO', 'en_US'],
      skus: { nb_NO: '100100-NO', en_US: '100100-EN' },
      length: { days: 2, hours: 0, minutes: 0 },
      courseDateTimes: '08:00-16:00,08:30-15:00',
      productId: null,
    });
  });

  it('refuses to save without any day time, naming the message key', async () => {
    const res = await create(generalData({ courseDateTimes: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'body.courseDateTimes': 'courses.classroom.invalid.timeMissing' });
  });

  it.each([
    ['24:00-25:00', 'courses.classroom.invalid.hour'],
    ['08:60-09:00', 'courses.classroom.invalid.minute'],
    ['10:00-09:00', 'courses.classroom.invalid.endBeforeStart'],
    ['08:00-16:00,nonsense', 'courses.classroom.invalid.timeFormat'],
  ])('refuses the day times %s', async (courseDateTimes, message) => {
    const res = await create(generalData({ courseDateTimes }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['body.courseDateTimes']).toBe(message);
  });

  it('refuses a language chosen twice, a tag chosen twice and an article number without its language', async () => {
    expect((await create(generalData({ courseLanguages: ['nb_NO', 'nb_NO'], skus: {} }))).json().fields).toEqual({
      'body.courseLanguages': 'courses.classroom.invalid.duplicateLanguage',
    });
    expect((await create(generalData({ courseTags: ['Brann', 'Brann'] }))).json().fields).toEqual({
      'body.courseTags': 'courses.classroom.invalid.duplicateTag',
    });
    const sku = await create(generalData({ courseLanguages: ['nb_NO'], skus: { nb_NO: 'A', en_US: 'B' } }));
    expect(sku.statusCode).toBe(400);
    expect(sku.json().fields).toEqual({ 'body.skus.en_US': 'courses.classroom.invalid.skuWithoutLanguage' });
  });

  it("gives the provider's default diploma template when none is chosen, and keeps a chosen one", async () => {
    const byDefault = (await create(generalData({ courseProviderId: provider.providerId }))).json();
    expect((await read(byDefault.id)).diplomaTemplateId).toBe(provider.defaultTemplateId);
    const chosen = (
      await create(generalData({ courseProviderId: provider.providerId, diplomaTemplateId: provider.otherTemplateId }))
    ).json();
    expect((await read(chosen.id)).diplomaTemplateId).toBe(provider.otherTemplateId);
  });

  it('is for platform admins and course staff only', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/classroom/data/clcourses/createFromGeneralData', payload: generalData() })).statusCode,
    ).toBe(401);
    expect((await create(generalData(), sessionCookie({ roles: ['instructor'] }))).statusCode).toBe(403);
  });
});

describe('update', () => {
  it('replaces the general data, and removing a language drops its article number', async () => {
    const { id } = (await create(generalData())).json();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/classroom/data/clcourses/${id}`,
      headers: { cookie: staff },
      payload: generalData({
        internalName: 'Varme arbeider 2',
        courseLanguages: ['nb_NO'],
        skus: { nb_NO: '100100-NO' },
        courseDateTimes: '09:00-15:00',
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      internalName: 'Varme arbeider 2',
      courseLanguages: ['nb_NO'],
      skus: { nb_NO: '100100-NO' },
      courseDateTimes: '09:00-15:00',
    });
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/classroom/data/clcourses/999999',
      headers: { cookie: staff },
      payload: generalData(),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('copy', () => {
  it('makes a new course with its own name and the original texts and prices', async () => {
    const { id } = (await create(generalData({ internalName: 'Brannvern' }))).json();
    await app.inject({
      method: 'POST',
      url: `/api/classroom/data/classroomCourse/${id}/courseTexts`,
      headers: { cookie: staff },
      payload: [
        {
          locale: 'nb_NO',
          courseTextMain: { title: 'Brannvern', text: '<p>Hei</p>' },
          courseTextOverview: '',
          courseTextParticipantInfo: '',
          courseTextCompetence: '',
          courseTextRegulations: '',
          courseTextTerms: '',
          courseTextDiploma: '',
          courseTextCourseManual: '',
          courseEvaluation: '',
        },
      ],
    });
    await app.inject({
      method: 'POST',
      url: `/api/classroom/data/clcourses/${id}/prices`,
      headers: { cookie: staff },
      payload: { value: 165000, currency: 'NOK', fromDate: '2020-01-01', toDate: '2099-12-31' },
    });
    const sameName = await app.inject({
      method: 'POST',
      url: `/api/classroom/data/clcourses/${id}/copy`,
      headers: { cookie: staff },
      payload: generalData({ internalName: 'Brannvern' }),
    });
    expect(sameName.statusCode).toBe(400);
    expect(sameName.json().message).toMatch(/^body\.internalName/);

    const res = await app.inject({
      method: 'POST',
      url: `/api/classroom/data/clcourses/${id}/copy`,
      headers: { cookie: staff },
      payload: generalData({ internalName: 'Brannvern (kopi)' }),
    });
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(id);
    expect((await read(copy.id)).internalName).toBe('Brannvern (kopi)');
    const texts = (
      await app.inject({ url: `/api/classroom/data/classroomCourse/${copy.id}/courseTexts`, headers: { cookie: staff } })
    ).json();
    expect(texts[0].courseTextMain).toEqual({ title: 'Brannvern', text: '<p>Hei</p>' });
    const prices = (await app.inject({ url: `/api/classroom/data/clcourses/${copy.id}/prices`, headers: { cookie: staff } })).json();
    expect(prices).toEqual([expect.objectContaining({ value: 165000, currency: 'NOK' })]);
  });
});

describe('course search and lookups', () => {
  it('finds courses by name, lists providers with their templates, currencies and the current store', async () => {
    const found = (await app.inject({ url: '/api/classroom/data/clcourses/search?q=brannvern', headers: { cookie: staff } })).json();
    expect(found.map((course: { internalName: string }) => course.internalName)).toContain('Brannvern');
    const providers = (await app.inject({ url: '/api/classroom/data/courseProviders', headers: { cookie: staff } })).json();
    expect(providers).toEqual([{ id: provider.providerId, name: 'Atrium Kurs AS', defaultDiplomaTemplateId: provider.defaultTemplateId }]);
    const templates = (
      await app.inject({ url: `/api/classroom/data/courseProviders/${provider.providerId}/diplomaTemplates`, headers: { cookie: staff } })
    ).json();
    expect(templates).toHaveLength(2);
    expect((await app.inject({ url: '/api/classroom/data/currencies', headers: { cookie: staff } })).json()).toEqual(['NOK', 'SEK', 'EUR']);
    const store = await app.inject({
      url: '/api/classroom/data/store/getCurrentStore',
      headers: { cookie: sessionCookie({ roles: ['staff'], site: 'SE' }) },
    });
    expect(store.json()).toEqual({ site: 'SE', locale: 'sv_SE', currency: 'SEK' });
    expect((await app.inject({ url: '/api/classroom/data/clcourses/tags', headers: { cookie: staff } })).json()).toContain('Brann');
  });
});

describe('GET data/ecourses', () => {
  const ecourses = async (query = '') =>
    (await app.inject({ url: `/api/classroom/data/ecourses${query}`, headers: { cookie: staff } })).json();

  it('offers no e-courses while the e-learning area has not published any', async () => {
    expect(await ecourses()).toEqual([]);
  });

  it('finds e-courses by name or id in the view the e-learning area publishes', async () => {
    // Stands in for the e-learning area's view (same columns).
    await sql`create schema if not exists published`.execute(database.db);
    await sql`create table published.elearning_course (id integer primary key, uuid uuid, name text not null, can_purchase boolean, can_start boolean)`.execute(
      database.db,
    );
    await sql`insert into published.elearning_course (id, name) values (7, 'Working at heights'), (8, 'Golf explained'), (9, '100% safe')`.execute(
      database.db,
    );
    expect(await ecourses()).toEqual([
      { id: 9, name: '100% safe' },
      { id: 8, name: 'Golf explained' },
      { id: 7, name: 'Working at heights' },
    ]);
    expect(await ecourses('?q=HEIGHTS')).toEqual([{ id: 7, name: 'Working at heights' }]);
    expect(await ecourses('?q=8')).toEqual([{ id: 8, name: 'Golf explained' }]);
    expect(await ecourses('?q=%25')).toEqual([{ id: 9, name: '100% safe' }]);
  });
});
