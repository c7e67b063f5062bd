import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { buffer } from 'node:stream/consumers';
import { classroomModule } from '../src';
import { classroomCoursesWorkbook } from '../src/courses/course-excel';
import { classroomDb } from '../src/db';
import type { ClassroomCourseListItem } from '@atrium/classroom-contract';
import { excelRows } from './excel-rows';
import { insertCourse, insertPrice } from './fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'] });
const COURSE_COUNT = 1234;
// Each export starts a process of its own that compiles the sources it runs (decision 0265): seconds on a loaded machine.
jest.setTimeout(120_000);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  // More courses than one export batch, with names that collide without case to exercise the paging key.
  for (let i = 0; i < COURSE_COUNT; i++) {
    const id = await insertCourse(database.db, {
      name: `${i % 2 ? 'kurs' : 'Kurs'} ${String(i % 617).padStart(4, '0')}`,
      canPurchase: i % 5 !== 0,
      productId: i % 4 ? String(200000 + i) : null,
      categories: i % 3 ? ['HMS', 'Brann'] : [],
    });
    if (i % 2) await insertPrice(database.db, { courseId: id, value: 123450 + i, currency: 'NOK', from: -1, to: 1 });
  }
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function listAll(query: string): Promise<ClassroomCourseListItem[]> {
  const items: ClassroomCourseListItem[] = [];
  for (let page = 1; ; page++) {
    const res = await app.inject({ url: `/api/classroom/data/clcourses?pageSize=200&page=${page}${query}`, headers: { cookie: staff } });
    const body = res.json();
    items.push(...body.items);
    if (items.length >= body.total) return items;
  }
}

function expectedRow(item: ClassroomCourseListItem): unknown[] {
  return [
    item.id,
    item.internalName,
    item.productId ?? undefined,
    item.price?.value === undefined ? undefined : item.price.value / 100,
    item.price?.currency,
    item.productCategories.join(', ') || undefined,
    item.canPurchase,
  ];
}

describe('POST /api/classroom/web/data/clcourses/excel', () => {
  it('streams every row of the filtered list, in list order, from a form post', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/classroom/web/data/clcourses/excel',
      headers: { cookie: `${staff}; page_locale=en_US`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'q=kurs&canPurchaseOnly=false&currency=NOK',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="classroom-courses.xlsx"');

    const [header, ...rows] = await excelRows(res.rawPayload);
    expect(header).toEqual(['Id', 'Internal name', 'Integration number', 'Price', 'Currency', 'Product categories', 'Can purchase']);
    const listed = await listAll('&q=kurs&canPurchaseOnly=false');
    expect(rows).toHaveLength(COURSE_COUNT);
    expect(rows).toEqual(listed.map(expectedRow));
  });

  it('reads the rows batch by batch, each asked for while the one before is written, in list order', async () => {
    // Batches far smaller than the list, so the paging key and the batch read ahead are crossed many times.
    const filter = { q: 'kurs', canPurchaseOnly: false, currency: 'NOK' } as const;
    const [, ...rows] = await excelRows(await buffer(classroomCoursesWorkbook(classroomDb(database.db), filter, 'en_US', 100)));
    expect(rows).toEqual((await listAll('&q=kurs&canPurchaseOnly=false')).map(expectedRow));
  });

  it('applies the list defaults to a JSON post (purchasable only)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/classroom/web/data/clcourses/excel',
      headers: { cookie: staff },
      payload: {},
    });
    const [, ...rows] = await excelRows(res.rawPayload);
    expect(rows).toEqual((await listAll('')).map(expectedRow));
    expect(rows.every((row) => row[6] === true)).toBe(true);
  });

  it('refuses signed-out callers and bad filters', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/classroom/web/data/clcourses/excel' })).statusCode).toBe(401);
    const res = await app.inject({
      method: 'POST',
      url: '/api/classroom/web/data/clcourses/excel',
      headers: { cookie: staff },
      payload: { currency: 'USD' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['body.currency']);
  });
});
