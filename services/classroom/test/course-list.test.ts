import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { classroomModule } from '../src';
import type { ClassroomCourseListResponse } from '@atrium/classroom-contract';
import { keysetPageQuery } from '@atrium/core-contract';
import { insertCourse, insertPrice, isoDay } from './fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'] });
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  const db = database.db;
  ids.varme = await insertCourse(db, { name: 'Varme arbeider', productId: '100100', categories: ['Brann', 'HMS'] });
  ids.brann = await insertCourse(db, { name: 'brannvern', productId: '100200', categories: ['Brann'] });
  ids.forste = await insertCourse(db, { name: 'Førstehjelp grunnkurs' });
  ids.intern = await insertCourse(db, { name: 'Arbeid på høyspenningsanlegg', canPurchase: false });
  ids.truck = await insertCourse(db, { name: 'Truckførerkurs T1-T4', productId: '100300' });

  await insertPrice(db, { courseId: ids.varme, value: 345000, currency: 'NOK', from: -400, to: -1 });
  await insertPrice(db, { courseId: ids.varme, value: 355050, currency: 'NOK', from: 0, to: 30 });
  await insertPrice(db, { courseId: ids.varme, value: 399000, currency: 'NOK', from: 31, to: 400 });
  await insertPrice(db, { courseId: ids.varme, value: 390000, currency: 'SEK', from: -10, to: 0 });
  await insertPrice(db, { courseId: ids.brann, value: 165000, currency: 'NOK', from: 1, to: 100 });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function list(query: string): Promise<ClassroomCourseListResponse> {
  const res = await app.inject({ url: `/api/classroom/data/clcourses${query}`, headers: { cookie: staff } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const names = (page: ClassroomCourseListResponse) => page.items.map((item) => item.internalName);

describe('GET /api/classroom/data/clcourses', () => {
  it('lists purchasable courses by default, sorted by name regardless of case', async () => {
    const page = await list('');
    expect(names(page)).toEqual(['brannvern', 'Førstehjelp grunnkurs', 'Truckførerkurs T1-T4', 'Varme arbeider']);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 50 });
  });

  it('includes courses that cannot be purchased on request', async () => {
    const page = await list('?canPurchaseOnly=false');
    expect(names(page)[0]).toBe('Arbeid på høyspenningsanlegg');
    expect(page.items[0]).toMatchObject({ canPurchase: false, price: null, productId: null, productCategories: [] });
    expect(page.total).toBe(5);
  });

  it('finds a course by id or by part of its name', async () => {
    expect(names(await list(`?q=${ids.truck}`))).toEqual(['Truckførerkurs T1-T4']);
    expect(names(await list('?q=BRANN'))).toEqual(['brannvern']);
    expect(names(await list(`?q=${encodeURIComponent('høyspenning')}&canPurchaseOnly=false`))).toEqual(['Arbeid på høyspenningsanlegg']);
    expect(names(await list('?q=100%25'))).toEqual([]);
  });

  it('shows the price valid today in the requested currency', async () => {
    const [varme] = (await list('?q=Varme')).items;
    expect(varme).toEqual({
      id: ids.varme,
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      internalName: 'Varme arbeider',
      productId: '100100',
      canPurchase: true,
      price: { value: 355050, currency: 'NOK', fromDate: isoDay(0), toDate: isoDay(30) },
      productCategories: ['Brann', 'HMS'],
    });
    expect((await list('?q=Varme&currency=SEK')).items[0]?.price).toEqual({
      value: 390000,
      currency: 'SEK',
      fromDate: isoDay(-10),
      toDate: isoDay(0),
    });
    expect((await list('?q=Varme&currency=EUR')).items[0]?.price).toBeNull();
    // Only a future price exists for brannvern.
    expect((await list('?q=brannvern')).items[0]?.price).toBeNull();
  });

  it('pages with a stable total', async () => {
    const second = await list('?page=2&pageSize=3');
    expect(names(second)).toEqual(['Varme arbeider']);
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect((await list('?page=9&pageSize=3')).items).toEqual([]);
  });

  it('pages by keyset: each page from its neighbour cursor, a jump, and the last page, matching the pages by number', async () => {
    const all = names(await list('?canPurchaseOnly=false&pageSize=50'));
    const byNumber = async (page: number) => list(`?canPurchaseOnly=false&pageSize=2&page=${page}`);
    const [one, two, three] = [await byNumber(1), await byNumber(2), await byNumber(3)];
    expect([...names(one), ...names(two), ...names(three)]).toEqual(all);

    const cursor = (value: string | null) => encodeURIComponent(value!);
    const next = await list(`?canPurchaseOnly=false&pageSize=2&page=2&after=${cursor(one.cursors.last)}`);
    expect(names(next)).toEqual(names(two));
    const jump = await list(`?canPurchaseOnly=false&pageSize=2&page=3&after=${cursor(one.cursors.last)}&skip=2`);
    expect(names(jump)).toEqual(names(three));
    expect(jump.page).toBe(3);
    const back = await list(`?canPurchaseOnly=false&pageSize=2&page=2&before=${cursor(three.cursors.first)}`);
    expect(names(back)).toEqual(names(two));
    const last = await list('?canPurchaseOnly=false&pageSize=2&last=true');
    expect(last).toMatchObject({ page: 3, total: 5 });
    expect(names(last)).toEqual(names(three));
    // keysetPageQuery (the browser's side) asks for the same pages.
    const shown = { page: 1, pageSize: 2, total: 5, cursors: one.cursors };
    expect(keysetPageQuery(2, shown)).toEqual({ page: '2', after: one.cursors.last, skip: '0', total: '5' });
    expect(keysetPageQuery(3, shown)).toEqual({ page: '3', last: 'true', total: '5' });
    expect(keysetPageQuery(1, { ...shown, page: 2 })).toEqual({});
    // A page turn carrying the total its first page had is not counted again.
    expect(await list(`?canPurchaseOnly=false&pageSize=2&page=2&after=${cursor(one.cursors.last)}&total=5`)).toMatchObject({ total: 5 });
    expect((await list(`?canPurchaseOnly=false&pageSize=2&page=2&after=${cursor(one.cursors.last)}&total=99`)).total).toBe(99);
  });

  it('answers 400 naming the field for a cursor that is not one', async () => {
    const res = await app.inject({ url: '/api/classroom/data/clcourses?after=%5B1%5D', headers: { cookie: staff } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['querystring.after']);
    const skip = await app.inject({ url: '/api/classroom/data/clcourses?skip=-1', headers: { cookie: staff } });
    expect(skip.json().fields).toHaveProperty(['querystring.skip']);
  });

  it('answers 400 naming the field for a bad pageSize', async () => {
    const res = await app.inject({ url: '/api/classroom/data/clcourses?pageSize=201', headers: { cookie: staff } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Bad Request',
      message: 'querystring.pageSize: Too big: expected number to be <=200',
      fields: { 'querystring.pageSize': 'Too big: expected number to be <=200' },
    });
  });

  it('is for platform admins and course staff only', async () => {
    expect((await app.inject({ url: '/api/classroom/data/clcourses' })).statusCode).toBe(401);
    const instructor = sessionCookie({ roles: ['instructor'] });
    expect((await app.inject({ url: '/api/classroom/data/clcourses', headers: { cookie: instructor } })).statusCode).toBe(403);
    const admin = sessionCookie({ roles: ['atrium'] });
    expect((await app.inject({ url: '/api/classroom/data/clcourses', headers: { cookie: admin } })).statusCode).toBe(200);
  });
});

describe('GET /api/classroom/data/integrationNumberForClassroomCourse/:id', () => {
  it('returns the integration number, or 404 for an unknown course', async () => {
    const url = '/api/classroom/data/integrationNumberForClassroomCourse';
    expect((await app.inject({ url: `${url}/${ids.varme}`, headers: { cookie: staff } })).json()).toEqual({ value: '100100' });
    expect((await app.inject({ url: `${url}/${ids.forste}`, headers: { cookie: staff } })).json()).toEqual({ value: null });
    const missing = await app.inject({ url: `${url}/999999`, headers: { cookie: staff } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not Found', message: 'Classroom course not found' });
    expect((await app.inject({ url: `${url}/abc`, headers: { cookie: staff } })).statusCode).toBe(400);
  });
});
