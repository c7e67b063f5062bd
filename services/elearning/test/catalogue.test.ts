import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { elearningModule } from '../src';
import type { EcourseCatalogueOptions, EcourseCatalogueResponse } from '@atrium/elearning-contract';
import { elearningDb } from '../src/db';
import { insertEvaluations } from './evaluation-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'] });
const admin = sessionCookie({ roles: ['atrium'], site: 'SE' });
const companyAdmin = sessionCookie({ roles: ['companyadmin'], customerId: 2 });
const learner = sessionCookie({ roles: [] });
const ids: Record<string, number> = {};

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
  const db = elearningDb(database.db);
  const courses = [
    {
      key: 'heights',
      internal_name: 'working at heights',
      course_language: 'nb_NO',
      product_categories: ['safety', 'hse'],
      course_provider_id: 1,
      can_purchase: true,
      can_start: true,
      sku: 'EL-77',
    },
    {
      key: 'golf',
      internal_name: 'Golf explained',
      course_language: 'en_US',
      product_categories: ['leisure'],
      course_provider_id: 2,
      can_purchase: true,
      can_start: true,
    },
    {
      key: 'geology',
      internal_name: 'Geology',
      course_language: 'en_US',
      product_categories: ['geology'],
      course_provider_id: null,
      can_purchase: false,
      can_start: true,
    },
    {
      key: 'draft',
      internal_name: 'Draft course',
      course_language: 'sv_SE',
      product_categories: ['compliance'],
      course_provider_id: 3,
      can_purchase: false,
      can_start: false,
    },
    {
      key: 'buyOnly',
      internal_name: 'Buy only',
      course_language: null,
      product_categories: [],
      course_provider_id: null,
      can_purchase: true,
      can_start: false,
    },
  ];
  for (const { key, ...course } of courses)
    ids[key] = (await db.insertInto('ecourse').values(course).returning('id').executeTakeFirstOrThrow()).id;
  await insertEvaluations(database.db, ids.golf!, [
    { rating: 5, daysAgo: 1 },
    { rating: 4, daysAgo: 2 },
    { rating: 4, daysAgo: 3 },
  ]);
  await db
    .insertInto('ecourse_price')
    .values([
      { ecourse_id: ids.golf!, currency: 'NOK', value: 49000, from_date: isoDay(-10), to_date: isoDay(10) },
      { ecourse_id: ids.golf!, currency: 'NOK', value: 39000, from_date: isoDay(-40), to_date: isoDay(-11) },
      { ecourse_id: ids.golf!, currency: 'SEK', value: 52000, from_date: isoDay(-10), to_date: isoDay(10) },
      { ecourse_id: ids.heights!, currency: 'NOK', value: 99000, from_date: isoDay(1), to_date: isoDay(10) },
    ])
    .execute();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const byId = () => new Map(Object.entries(ids).map(([key, id]) => [id, key]));

async function list(query = '', cookie = staff): Promise<EcourseCatalogueResponse & { keys: string[] }> {
  const res = await app.inject({ url: `/api/elearning/data/ecourses${query}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  const body = res.json() as EcourseCatalogueResponse;
  return { ...body, keys: body.items.map((item) => byId().get(item.elearning.id)!) };
}

describe('GET data/ecourses', () => {
  it('lists purchasable and startable courses by internal name (case-insensitive) with rating to 2 decimals and the evaluations', async () => {
    const body = await list();
    expect(body.keys).toEqual(['golf', 'heights']);
    expect(body.total).toBe(2);
    expect(body.items[0]!.elearning).toEqual({ id: ids.golf, internalName: 'Golf explained', rating: 4.33, numEvals: 3 });
    expect(body.items[1]!.elearning).toMatchObject({ rating: null, numEvals: 0 });
  });

  it('shows the price valid today in the currency of the learning site', async () => {
    const [golf, heights] = (await list()).items;
    expect(golf!.price).toEqual({ value: 49000, currency: 'NOK' });
    expect(heights!.price).toBeNull();
    expect((await list('', admin)).items[0]!.price).toEqual({ value: 52000, currency: 'SEK' });
  });

  it('filters by each filter, unticked checkboxes included', async () => {
    expect((await list('?canPurchaseOnly=false')).keys).toEqual(['geology', 'golf', 'heights']);
    expect((await list('?canPurchaseOnly=false&canStartOnly=false')).keys).toEqual(['buyOnly', 'draft', 'geology', 'golf', 'heights']);
    expect((await list('?canStartOnly=false')).keys).toEqual(['buyOnly', 'golf', 'heights']);
    expect((await list('?productCategory=hse')).keys).toEqual(['heights']);
    expect((await list('?language=en_US&canPurchaseOnly=false')).keys).toEqual(['geology', 'golf']);
    expect((await list('?courseProviderId=2')).keys).toEqual(['golf']);
    expect((await list('?q=HEIGHT')).keys).toEqual(['heights']);
    expect((await list('?q=el-77')).keys).toEqual(['heights']);
    expect((await list(`?q=${ids.golf}`)).keys).toEqual(['golf']);
    expect((await list('?q=%25')).keys).toEqual([]);
  });

  it('pages on the server', async () => {
    const all = '?canPurchaseOnly=false&canStartOnly=false&pageSize=2';
    expect(await list(`${all}&page=1`)).toMatchObject({ keys: ['buyOnly', 'draft'], total: 5, page: 1, pageSize: 2 });
    expect(await list(`${all}&page=3`)).toMatchObject({ keys: ['heights'], total: 5 });
  });

  it('shows any other context only courses that can be purchased or started, whatever the checkboxes say', async () => {
    for (const cookie of [companyAdmin, learner]) {
      expect((await list('?canPurchaseOnly=false&canStartOnly=false', cookie)).keys).toEqual(['buyOnly', 'geology', 'golf', 'heights']);
      expect((await list('', cookie)).keys).toEqual(['golf', 'heights']);
      expect((await list(`?q=${ids.draft}&canPurchaseOnly=false&canStartOnly=false`, cookie)).total).toBe(0);
    }
  });

  it('answers 400 naming the field for a bad filter, and 401 signed out', async () => {
    for (const [query, field] of [
      ['?productCategory=cooking', 'querystring.productCategory'],
      ['?language=de_DE', 'querystring.language'],
      ['?courseProviderId=x', 'querystring.courseProviderId'],
      ['?canPurchaseOnly=yes', 'querystring.canPurchaseOnly'],
      ['?page=0', 'querystring.page'],
    ]) {
      const res = await app.inject({ url: `/api/elearning/data/ecourses${query}`, headers: { cookie: staff } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message.startsWith(`${field}:`)).toBe(true);
    }
    expect((await app.inject({ url: '/api/elearning/data/ecourses' })).statusCode).toBe(401);
  });
});

describe('GET data/ecourses/catalogue/options', () => {
  it('offers the values of the courses the context may see', async () => {
    const options = async (cookie: string) =>
      (await app.inject({ url: '/api/elearning/data/ecourses/catalogue/options', headers: { cookie } })).json() as EcourseCatalogueOptions;
    expect(await options(staff)).toEqual({
      languages: ['en_US', 'nb_NO', 'sv_SE'],
      productCategories: ['compliance', 'geology', 'hse', 'leisure', 'safety'],
      courseProviderIds: [1, 2, 3],
    });
    expect(await options(companyAdmin)).toEqual({
      languages: ['en_US', 'nb_NO'],
      productCategories: ['geology', 'hse', 'leisure', 'safety'],
      courseProviderIds: [1, 2],
    });
  });
});

describe('POST /web/data/ecourses/excel', () => {
  const download = (ids: string, cookie = staff) =>
    app.inject({
      method: 'POST',
      url: '/api/elearning/web/data/ecourses/excel',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ids=${encodeURIComponent(ids)}`,
    });

  async function sheet(ids: string, cookie = staff): Promise<unknown[][]> {
    const res = await download(ids, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('holds the listed courses in the catalogue’s order with rating, evaluations and price', async () => {
    const rows = await sheet(`${ids.heights},${ids.golf}`, `${staff}; page_locale=en_US`);
    expect(rows[0]).toEqual([
      'Id',
      'Internal name',
      'Integration number',
      'Language',
      'Product categories',
      'Course provider id',
      'Can purchase',
      'Can start',
      'Rating',
      'Evaluations',
      'Price',
      'Currency',
    ]);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['Golf explained', 'working at heights']);
    expect(rows[1]).toEqual([ids.golf, 'Golf explained', undefined, 'en_US', 'leisure', 2, true, true, 4.33, 3, 490, 'NOK']);
    expect(rows[2]!.slice(4, 6)).toEqual(['safety, hse', 1]);
  });

  it('leaves out courses the context may not see', async () => {
    expect((await sheet(`${ids.draft},${ids.golf}`, companyAdmin)).slice(1).map((row) => row[0])).toEqual([ids.golf]);
    expect((await sheet(`${ids.draft}`)).slice(1).map((row) => row[0])).toEqual([ids.draft]);
  });

  it('answers 400 naming ids for a bad form', async () => {
    const res = await download('1,x');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^body\.ids/);
  });
});
