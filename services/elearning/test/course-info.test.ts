import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { elearningModule } from '../src';
import type { BuyAndScormResponse, CourseInfo } from '@atrium/elearning-contract';
import { elearningDb } from '../src/db';
import { importNewPackage } from '../src/packages/package-imports';
import { fixture, useTemporaryFilesDir } from './package-fixtures';

useTemporaryFilesDir();
let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'] });
const learner = sessionCookie({ roles: [] });
const ids: Record<string, number> = {};
let packageId: number;

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
  const db = elearningDb(database.db);
  packageId = (await importNewPackage(db, fixture('RuntimeBasicCalls_SCORM12.zip'), { ownerCustomerId: 1 })).id;
  const courses = [
    { key: 'golf', internal_name: 'Golf explained', classroom_course_id: 12, package_id: packageId, can_purchase: true, can_start: true },
    { key: 'draft', internal_name: 'Draft', classroom_course_id: 13, package_id: null, can_purchase: false, can_start: false },
  ];
  for (const { key, ...course } of courses)
    ids[key] = (await db.insertInto('ecourse').values(course).returning('id').executeTakeFirstOrThrow()).id;
  await db
    .insertInto('ecourse_price')
    .values({ ecourse_id: ids.golf!, currency: 'NOK', value: 49000, from_date: isoDay(-10), to_date: isoDay(10) })
    .execute();
  await db.insertInto('ecourse_text').values({ ecourse_id: ids.golf!, locale: 'nb_NO', course_text_main_title: 'Golf forklart' }).execute();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const get = (url: string, cookie = staff) => app.inject({ url: `/api/elearning/data/ecourses/${url}`, headers: { cookie } });

describe('GET data/ecourses/courseInfo', () => {
  it('finds the course by the classroom course it was made from or by its own id, with the text of the locale asked for', async () => {
    const byClassroomCourse = (await get('courseInfo?courseId=12&locale=nb_NO')).json<CourseInfo>();
    expect(byClassroomCourse).toMatchObject({
      elearning: { id: ids.golf, internalName: 'Golf explained' },
      packageType: 'scorm12',
      packageId,
      price: { value: 49000, currency: 'NOK' },
    });
    expect(byClassroomCourse.text?.courseTextMain.title).toBe('Golf forklart');
    const byOwnId = (await get(`courseInfo?elearningCourseId=${ids.golf}&locale=en_US`)).json<CourseInfo>();
    expect(byOwnId.elearning.id).toBe(ids.golf);
    expect(byOwnId.text).toBeNull();
  });

  it('shows a course that can be neither bought nor started to course staff only', async () => {
    expect((await get('courseInfo?courseId=13&locale=nb_NO')).statusCode).toBe(200);
    expect((await get('courseInfo?courseId=13&locale=nb_NO', learner)).statusCode).toBe(404);
    expect((await get('courseInfo?courseId=12&locale=nb_NO', learner)).statusCode).toBe(200);
  });

  it('needs exactly one of the two ids and a known locale', async () => {
    for (const [query, field] of [
      ['locale=nb_NO', 'courseId'],
      [`courseId=12&elearningCourseId=${ids.golf}&locale=nb_NO`, 'courseId'],
      ['courseId=12&locale=de_DE', 'locale'],
    ] as const) {
      const res = await get(`courseInfo?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    }
  });
});

describe('GET data/ecourses/withBuyAndScormInfo', () => {
  it('lists the visible courses with their price valid now and their package, paged', async () => {
    const all = (await get('withBuyAndScormInfo')).json<BuyAndScormResponse>();
    expect(all.total).toBe(2);
    expect(all.items.map((item) => [item.elearning.internalName, item.packageType, item.price?.value ?? null])).toEqual([
      ['Draft', null, null],
      ['Golf explained', 'scorm12', 49000],
    ]);
    const learnerView = (await get('withBuyAndScormInfo?pageSize=1', learner)).json<BuyAndScormResponse>();
    expect(learnerView).toMatchObject({ total: 1, items: [{ elearning: { internalName: 'Golf explained' } }] });
    expect((await get('withBuyAndScormInfo?pageSize=0')).statusCode).toBe(400);
  });
});
