import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { classroomModule } from '../src';
import { classroomDb } from '../src/db';
import { generalData } from './course-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let course: { id: number; uuid: string };
const staff = sessionCookie({ roles: ['staff'] });
const admin = sessionCookie({ roles: ['atrium'] });

async function createCourse(name: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/classroom/data/clcourses/createFromGeneralData',
    headers: { cookie: staff },
    payload: generalData({ internalName: name }),
  });
  return res.json() as { id: number; uuid: string };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  // Stands in for the view the company area publishes (same columns); report access shows its customer names.
  await sql`create schema if not exists published`.execute(database.db);
  await sql`create table published.company_customer (id integer primary key, name text not null, active boolean not null default true, merged_into_id integer)`.execute(
    database.db,
  );
  await sql`insert into published.company_customer (id, name) values (2, 'Nordsjø Energi AS'), (3, 'Svensk Bygg AB')`.execute(database.db);
  course = await createCourse('Varme arbeider');
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const text = (locale: string, main: string) => ({
  locale,
  courseTextMain: { title: `Title ${locale}`, text: main },
  courseTextOverview: '<ul><li>One</li></ul>',
  courseTextParticipantInfo: '',
  courseTextCompetence: '',
  courseTextRegulations: '',
  courseTextTerms: '',
  courseTextDiploma: '',
  courseTextCourseManual: '',
  courseEvaluation: '',
});

describe('course texts', () => {
  it('stores texts per locale, sanitised on the server', async () => {
    const url = `/api/classroom/data/classroomCourse/${course.id}/courseTexts`;
    const dirty =
      '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script> <a href="javascript:alert(1)">x</a> <img src="https://e.x/a.png" style="float: left; position: fixed; width: 50%"></p>';
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { cookie: staff },
      payload: [text('nb_NO', dirty), text('en_US', '<p>Hello</p>')],
    });
    expect(res.statusCode).toBe(200);
    const [en, nb] = res.json();
    expect(en.locale).toBe('en_US');
    expect(nb.courseTextMain.text).toBe(
      '<p>Hi <strong>there</strong> <a rel="noopener noreferrer">x</a> <img src="https://e.x/a.png" style="float:left;width:50%" /></p>',
    );
    expect(nb.courseTextOverview).toBe('<ul><li>One</li></ul>');
    expect((await app.inject({ url, headers: { cookie: staff } })).json()).toHaveLength(2);
  });

  it('refuses a locale twice', async () => {
    const url = `/api/classroom/data/classroomCourse/${course.id}/courseTexts`;
    const res = await app.inject({ method: 'POST', url, headers: { cookie: staff }, payload: [text('nb_NO', ''), text('nb_NO', '')] });
    expect(res.statusCode).toBe(400);
  });
});

describe('quote codes', () => {
  const put = (id: number, payload: object, cookie = admin) =>
    app.inject({ method: 'PUT', url: `/api/classroom/data/clcourses/${id}/quoteCodes`, headers: { cookie }, payload });
  const validate = (query: string, cookie = admin) =>
    app.inject({ url: `/api/classroom/data/clcourses/quoteCodes/validate?${query}`, headers: { cookie } });

  it('are editable by platform admins only, and only with a product id', async () => {
    const codes = [{ locale: 'nb_NO', code: 'VA1' }];
    expect((await put(course.id, codes, staff)).statusCode).toBe(403);
    const noProduct = await put(course.id, codes);
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json().message).toMatch(/^productId:/);
    await classroomDb(database.db).updateTable('classroom_course').set({ product_id: '100100' }).where('id', '=', course.id).execute();
    const res = await put(course.id, [...codes, { locale: 'sv_SE', code: '' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(codes);
  });

  it('must be unique among the non-empty ones', async () => {
    const res = await put(course.id, [
      { locale: 'nb_NO', code: 'SAME' },
      { locale: 'en_US', code: 'same' },
      { locale: 'sv_SE', code: '' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'body.0.code': 'courses.classroom.invalid.quoteCodeDuplicate',
      'body.1.code': 'courses.classroom.invalid.quoteCodeDuplicate',
    });
    const other = await createCourse('Brannvern');
    await classroomDb(database.db).updateTable('classroom_course').set({ product_id: '100200' }).where('id', '=', other.id).execute();
    const taken = await put(other.id, [{ locale: 'nb_NO', code: 'va1' }]);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toMatch(/^body\.0\.code:/);
  });

  it('are checked with the server; an empty code counts as not existing, nor does the course’s own', async () => {
    expect((await validate('code=VA1')).json()).toEqual({ exists: true });
    expect((await validate(`code=VA1&classroomCourseId=${course.id}`)).json()).toEqual({ exists: false });
    expect((await validate('code=')).json()).toEqual({ exists: false });
    expect((await validate('code=NOPE')).json()).toEqual({ exists: false });
    expect((await validate('code=VA1', staff)).statusCode).toBe(403);
  });
});

describe('evaluations', () => {
  it('answers the average to 2 decimals, star counts and the comments; starring persists', async () => {
    const db = classroomDb(database.db);
    const rows = await db
      .insertInto('classroom_course_evaluation')
      .values(
        [5, 4, 4].map((rating, index) => ({
          classroom_course_id: course.id,
          rating,
          comment: `c${index}`,
          answered: `2025-0${index + 1}-01T10:00:00Z`,
        })),
      )
      .returning('id')
      .execute();
    const url = `/api/classroom/data/clcourses/${course.id}/evaluations`;
    const overview = (await app.inject({ url, headers: { cookie: staff } })).json();
    expect(overview.average).toBe(4.33);
    expect(overview.counts).toEqual([0, 0, 0, 2, 1]);
    expect(overview.evaluations).toHaveLength(3);
    const star = await app.inject({
      method: 'POST',
      url: `/api/classroom/data/clcourses/evaluations/${rows[0]!.id}/starred`,
      headers: { cookie: staff },
      payload: { starred: true },
    });
    expect(star.json()).toMatchObject({ id: rows[0]!.id, starred: true, answered: '2025-01-01T10:00:00.000Z' });
    const again = (await app.inject({ url, headers: { cookie: staff } })).json();
    expect(again.evaluations.find((e: { id: number }) => e.id === rows[0]!.id).starred).toBe(true);
  });
});

describe('report access', () => {
  const base = () => `/api/classroom/data/clcourses/${course.id}/reportAccess`;

  it('turns report access on and adds, deletes and clears customers', async () => {
    expect((await app.inject({ method: 'PUT', url: base(), headers: { cookie: staff }, payload: { reportAccess: true } })).json()).toEqual({
      reportAccess: true,
      customers: [],
    });
    await app.inject({ method: 'POST', url: `${base()}/customers`, headers: { cookie: staff }, payload: { customerId: 2 } });
    const added = await app.inject({ method: 'POST', url: `${base()}/customers`, headers: { cookie: staff }, payload: { customerId: 3 } });
    expect(added.json().customers).toEqual([
      { customerId: 2, customerName: 'Nordsjø Energi AS' },
      { customerId: 3, customerName: 'Svensk Bygg AB' },
    ]);
    const deleted = await app.inject({ method: 'DELETE', url: `${base()}/customers/2`, headers: { cookie: staff } });
    expect(deleted.json().customers).toEqual([{ customerId: 3, customerName: 'Svensk Bygg AB' }]);
    const cleared = await app.inject({ method: 'DELETE', url: `${base()}/customers`, headers: { cookie: staff } });
    expect(cleared.json()).toEqual({ reportAccess: true, customers: [] });
    const search = await app.inject({ url: '/api/classroom/data/clcourses/customers?q=nord', headers: { cookie: staff } });
    expect(search.json()).toEqual([{ customerId: 2, customerName: 'Nordsjø Energi AS' }]);
  });

  it('keeps framework agreements per customer', async () => {
    const url = `/api/classroom/data/clcourses/${course.id}/frameworkAgreements`;
    const added = (
      await app.inject({ method: 'POST', url, headers: { cookie: staff }, payload: { customerId: 2, description: 'Rammeavtale 2025' } })
    ).json();
    expect(added).toEqual([{ id: expect.any(Number), customerId: 2, customerName: 'Nordsjø Energi AS', description: 'Rammeavtale 2025' }]);
    const removed = await app.inject({ method: 'DELETE', url: `${url}/${added[0].id}`, headers: { cookie: staff } });
    expect(removed.json()).toEqual([]);
  });
});

describe('pre- and post-tests', () => {
  it('gets, sets the pre-test and adds empty exams', async () => {
    const get = async () =>
      (
        await app.inject({ url: `/api/classroom/data/clcourses/getClassroomCourseTests/${course.uuid}`, headers: { cookie: staff } })
      ).json();
    expect(await get()).toEqual({ classroomCourseTests: { preTest: null, exams: [] } });
    const exam = await app.inject({
      method: 'POST',
      url: `/api/classroom/data/clcourses/addEmptyExamForClassroomCourse/${course.uuid}`,
      headers: { cookie: staff },
    });
    expect(exam.json()).toEqual({ id: expect.any(Number), testType: 'exam', questionSetId: null });
    const update = (test: object) =>
      app.inject({
        method: 'POST',
        url: '/api/classroom/data/clcourses/updateClassroomCourseTest',
        headers: { cookie: staff },
        payload: { classroomCourseId: course.id, test },
      });
    expect((await update({ testType: 'preTest', questionSetId: 11 })).statusCode).toBe(200);
    expect((await update({ testType: 'preTest', questionSetId: 12 })).json()).toMatchObject({ testType: 'preTest', questionSetId: 12 });
    expect((await update({ id: exam.json().id, testType: 'exam', questionSetId: 13 })).json()).toMatchObject({ questionSetId: 13 });
    expect(await get()).toEqual({
      classroomCourseTests: {
        preTest: { id: expect.any(Number), testType: 'preTest', questionSetId: 12 },
        exams: [{ id: exam.json().id, testType: 'exam', questionSetId: 13 }],
      },
    });
    expect(
      (await app.inject({ url: '/api/classroom/data/clcourses/getClassroomCourseTests/not-a-uuid', headers: { cookie: staff } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('linked e-learning lessons', () => {
  it('are saved only once allowed, and removed', async () => {
    const base = `/api/classroom/data/clcourses/${course.id}/elearningLessons`;
    const lesson = { courseElearningId: 5, epkgLessonId: 50, description: 'Intro' };
    expect((await app.inject({ method: 'POST', url: base, headers: { cookie: staff }, payload: lesson })).statusCode).toBe(400);
    await app.inject({ method: 'POST', url: `${base}/allow`, headers: { cookie: staff }, payload: { allowed: true } });
    const saved = (await app.inject({ method: 'POST', url: base, headers: { cookie: staff }, payload: lesson })).json();
    expect(saved).toEqual({ allowed: true, lessons: [{ id: expect.any(Number), ...lesson }] });
    const removed = await app.inject({ method: 'DELETE', url: `${base}/${saved.lessons[0].id}`, headers: { cookie: staff } });
    expect(removed.json()).toEqual({ allowed: true, lessons: [] });
  });
});

describe('notes', () => {
  it('are kept per type with their author', async () => {
    const url = `/api/classroom/data/clcourses/${course.id}/comments/note`;
    const cookie = sessionCookie({ roles: ['staff'], username: 'stian' });
    const res = await app.inject({ method: 'POST', url, headers: { cookie }, payload: { text: 'Husk prosjektor' } });
    expect(res.json()).toEqual([
      { id: expect.any(Number), type: 'note', text: 'Husk prosjektor', authorName: 'stian', createdAt: expect.any(String) },
    ]);
    expect((await app.inject({ method: 'POST', url, headers: { cookie }, payload: { text: '  ' } })).statusCode).toBe(400);
    expect((await app.inject({ url: `/api/classroom/data/clcourses/${course.id}/comments/other`, headers: { cookie } })).statusCode).toBe(
      400,
    );
  });

  it('lists no responsible users when the users area is absent', async () => {
    expect((await app.inject({ url: '/api/classroom/data/clcourses/responsibleUsers', headers: { cookie: staff } })).json()).toEqual([]);
  });
});
