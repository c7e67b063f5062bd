import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { classroomModule } from '../src';
import { classroomDb } from '../src/db';
import { insertCourse } from './fixtures';
import { multipartUpload, testFilesDir } from './upload-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let geocoder: Server;
const staff = sessionCookie({ roles: ['staff'] });
const companyAdmin = sessionCookie({ roles: ['companyadmin'] });
const PLACES = '/api/classroom/data/course-places';
const stored = testFilesDir();
const geocoderQueries: URLSearchParams[] = [];

// Stands in for the Nominatim-compatible geocoder: Göteborg's postal code and one address are known, nothing else.
function startGeocoder(): Promise<string> {
  geocoder = createServer((request, response) => {
    const query = new URL(request.url ?? '', 'http://geocoder').searchParams;
    geocoderQueries.push(query);
    const hits =
      query.get('postalcode') === '41756'
        ? [{ display_name: '417 56 Göteborg', lat: '57.7', lon: '11.9', address: { city: 'Göteborg' } }]
        : query.get('q') === 'Brynsveien 12, Oslo'
          ? [{ display_name: 'Brynsveien 12, Oslo', lat: '59.9103', lon: '10.8147' }]
          : [];
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(hits));
  });
  return new Promise((resolve) =>
    geocoder.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(geocoder.address() as AddressInfo).port}`)),
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
});

afterAll(async () => {
  delete process.env.ATRIUM_GEOCODER_URL;
  delete process.env.ATRIUM_MAP_TILE_URL;
  await app.close();
  await database.drop();
  geocoder?.closeAllConnections();
  geocoder?.close();
});

const newPlace = async (name: string, extra: object = {}) =>
  (await app.inject({ method: 'POST', url: PLACES, headers: { cookie: staff }, payload: { name, ...extra } })).json() as { id: number };

describe('rooms', () => {
  it('creates, lists, updates and confirms rooms with name, description and confirmed', async () => {
    const { id } = await newPlace('Romsted');
    const rooms = `${PLACES}/${id}/rooms`;
    const created = await app.inject({
      method: 'POST',
      url: rooms,
      headers: { cookie: staff },
      payload: { name: 'Sal 1', description: '20 plasser' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      name: 'Sal 1',
      description: '20 plasser',
      coursePlaceId: id,
      confirmed: false,
    });
    const roomId = created.json().id;
    const edited = await app.inject({
      method: 'PUT',
      url: `${rooms}/${roomId}`,
      headers: { cookie: staff },
      payload: { name: 'Sal A', description: '' },
    });
    expect(edited.json()).toMatchObject({ name: 'Sal A', description: null });
    const confirmed = await app.inject({
      method: 'PUT',
      url: `${rooms}/${roomId}/confirmed`,
      headers: { cookie: staff },
      payload: { confirmed: true },
    });
    expect(confirmed.json().confirmed).toBe(true);
    expect((await app.inject({ url: rooms, headers: { cookie: staff } })).json()).toEqual([confirmed.json()]);
    expect((await app.inject({ url: `${PLACES}/${id}`, headers: { cookie: staff } })).json().rooms).toEqual([confirmed.json()]);
  });

  it('answers 400 naming the field, 403 for other roles and 404 for another place', async () => {
    const { id } = await newPlace('Romsted 2');
    const other = await newPlace('Romsted 3');
    const rooms = `${PLACES}/${id}/rooms`;
    const blank = await app.inject({ method: 'POST', url: rooms, headers: { cookie: staff }, payload: { name: ' ' } });
    expect(Object.keys(blank.json().fields)).toEqual(['body.name']);
    const flag = await app.inject({ method: 'PUT', url: `${rooms}/1/confirmed`, headers: { cookie: staff }, payload: { confirmed: 'ja' } });
    expect(Object.keys(flag.json().fields)).toEqual(['body.confirmed']);
    expect((await app.inject({ method: 'POST', url: rooms, headers: { cookie: companyAdmin }, payload: { name: 'X' } })).statusCode).toBe(
      403,
    );
    const room = (await app.inject({ method: 'POST', url: rooms, headers: { cookie: staff }, payload: { name: 'Sal' } })).json();
    const wrongPlace = `${PLACES}/${other.id}/rooms/${room.id}`;
    expect((await app.inject({ method: 'PUT', url: wrongPlace, headers: { cookie: staff }, payload: { name: 'Y' } })).statusCode).toBe(404);
  });

  it('makes one room of two adds of the same name at once; the other is a 409 naming the name', async () => {
    const { id } = await newPlace('Romsted 4');
    const add = () =>
      app.inject({ method: 'POST', url: `${PLACES}/${id}/rooms`, headers: { cookie: staff }, payload: { name: 'Verksted' } });
    const answers = await Promise.all([add(), add()]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json().message).toBe('course-place.room.exists');
    expect((await app.inject({ url: `${PLACES}/${id}/rooms`, headers: { cookie: staff } })).json()).toHaveLength(1);
  });
});

describe('list', () => {
  it('finds places by text, filters open ones and counts instances total, confirmed and unconfirmed', async () => {
    const open = await newPlace('Listested Åpent', { openCourses: true, city: 'Tromsø' });
    const closed = await newPlace('Listested Lukket');
    const courseId = await insertCourse(database.db, { name: 'Listekurs' });
    await classroomDb(database.db)
      .insertInto('classroom_course_instance')
      .values([
        { classroom_course_id: courseId, course_place_id: open.id, course_place_confirmed: true },
        { classroom_course_id: courseId, course_place_id: open.id, course_place_confirmed: false },
        { classroom_course_id: courseId, course_place_id: closed.id, course_place_confirmed: false },
      ])
      .execute();
    const all = (await app.inject({ url: `${PLACES}?q=listested`, headers: { cookie: staff } })).json();
    expect(all.items.map((item: { name: string }) => item.name)).toEqual(['Listested Lukket', 'Listested Åpent']);
    expect(all.counts).toEqual({ total: 3, confirmed: 1, unconfirmed: 2 });
    expect(all.total).toBe(2);
    expect(all.items[1]).toMatchObject({ total: 2, confirmed: 1, unconfirmed: 1, openCourses: true, rating: { value: null, count: 0 } });
    const onlyOpen = (await app.inject({ url: `${PLACES}?q=listested&openCoursesOnly=true`, headers: { cookie: staff } })).json();
    expect(onlyOpen.items.map((item: { id: number }) => item.id)).toEqual([open.id]);
    expect(onlyOpen.counts).toEqual({ total: 2, confirmed: 1, unconfirmed: 1 });
    const byCity = (await app.inject({ url: `${PLACES}?q=troms`, headers: { cookie: staff } })).json();
    expect(byCity.items.map((item: { id: number }) => item.id)).toEqual([open.id]);
    const paged = (await app.inject({ url: `${PLACES}?q=listested&pageSize=1&page=2`, headers: { cookie: staff } })).json();
    expect(paged.items.map((item: { id: number }) => item.id)).toEqual([open.id]);
    const bad = await app.inject({ url: `${PLACES}?pageSize=500`, headers: { cookie: staff } });
    expect(Object.keys(bad.json().fields)).toEqual(['querystring.pageSize']);
  });
});

describe('ratings', () => {
  it('averages to 2 decimals and counts each star in the period, both days included', async () => {
    const { id } = await newPlace('Vurdert');
    await classroomDb(database.db)
      .insertInto('course_place_rating')
      .values(
        [
          [5, '2026-03-01T10:00:00Z'],
          [4, '2026-03-15T10:00:00Z'],
          [4, '2026-03-31T20:00:00Z'],
          [1, '2026-04-02T10:00:00Z'],
        ].map(([rating, ratedAt]) => ({ course_place_id: id, rating: rating as number, rated_at: ratedAt as string })),
      )
      .execute();
    const march = (
      await app.inject({ url: `${PLACES}/${id}/rating?fromDate=2026-03-01&toDate=2026-03-31`, headers: { cookie: staff } })
    ).json();
    expect(march).toEqual({ coursePlaceId: id, value: 4.33, count: 3, counts: [0, 0, 0, 2, 1] });
    const list = (
      await app.inject({ url: `${PLACES}/${id}/ratings?fromDate=2026-03-01&toDate=2026-04-30`, headers: { cookie: staff } })
    ).json();
    expect(list.map((entry: { rating: number }) => entry.rating)).toEqual([1, 4, 4, 5]);
    const none = (
      await app.inject({ url: `${PLACES}/${id}/rating?fromDate=2025-01-01&toDate=2025-12-31`, headers: { cookie: staff } })
    ).json();
    expect(none).toMatchObject({ value: null, count: 0 });
    const listed = (await app.inject({ url: `${PLACES}?q=Vurdert`, headers: { cookie: staff } })).json();
    expect(listed.items[0].rating).toEqual({ value: 3.5, count: 4 });
  });

  it('refuses a period ending before it starts and a missing date, naming the field', async () => {
    const { id } = await newPlace('Vurdert 2');
    const reversed = await app.inject({ url: `${PLACES}/${id}/rating?fromDate=2026-05-01&toDate=2026-04-01`, headers: { cookie: staff } });
    expect(Object.keys(reversed.json().fields)).toEqual(['querystring.toDate']);
    const missing = await app.inject({ url: `${PLACES}/${id}/ratings?toDate=2026-04-01`, headers: { cookie: staff } });
    expect(Object.keys(missing.json().fields)).toEqual(['querystring.fromDate']);
  });
});

describe('picture', () => {
  it('stores an uploaded picture in the file store, serves it, replaces it and deletes it', async () => {
    const { id } = await newPlace('Bildested');
    const first = await app.inject({
      method: 'POST',
      url: `${PLACES}/${id}/picture`,
      ...multipartUpload(staff, 'a.png', 'image/png', 'first'),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().coursePlacePicture).toBe(`${PLACES}/${id}/picture?v=2`);
    expect(stored()).toHaveLength(1);
    const second = await app.inject({
      method: 'POST',
      url: `${PLACES}/${id}/picture`,
      ...multipartUpload(staff, 'b.jpg', 'image/jpeg', 'second'),
    });
    expect(second.json().version).toBe(3);
    expect(stored()).toHaveLength(1);
    const served = await app.inject({ url: `${PLACES}/${id}/picture`, headers: { cookie: staff } });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.body).toBe('second');
    const removed = await app.inject({ method: 'DELETE', url: `${PLACES}/${id}/picture`, headers: { cookie: staff } });
    expect(removed.json().coursePlacePicture).toBeNull();
    expect(stored()).toHaveLength(0);
    expect((await app.inject({ url: `${PLACES}/${id}/picture`, headers: { cookie: staff } })).statusCode).toBe(404);
  });

  it('refuses what is not a picture (415), another role (403) and an unknown place without keeping the file', async () => {
    const { id } = await newPlace('Bildested 2');
    const pdf = await app.inject({
      method: 'POST',
      url: `${PLACES}/${id}/picture`,
      ...multipartUpload(staff, 'a.pdf', 'application/pdf', 'x'),
    });
    expect(pdf.statusCode).toBe(415);
    const other = await app.inject({
      method: 'POST',
      url: `${PLACES}/${id}/picture`,
      ...multipartUpload(companyAdmin, 'a.png', 'image/png', 'x'),
    });
    expect(other.statusCode).toBe(403);
    const unknown = await app.inject({
      method: 'POST',
      url: `${PLACES}/999999/picture`,
      ...multipartUpload(staff, 'a.png', 'image/png', 'x'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(stored()).toHaveLength(0);
  });
});

describe('postal codes and the map', () => {
  const lookup = (country: number, code: string) =>
    app.inject({ url: `/api/classroom/data/postal-codes/${country}/${code}`, headers: { cookie: staff } });

  it('looks a Norwegian city up at 4 digits only, and refuses anything but digits', async () => {
    expect((await lookup(165, '5003')).json()).toEqual({ city: 'BERGEN' });
    expect((await lookup(165, '500')).json()).toEqual({ city: null });
    expect((await lookup(165, '50031')).json()).toEqual({ city: null });
    expect(Object.keys((await lookup(165, '50a3')).json().fields)).toEqual(['params.code']);
  });

  it("shows OpenStreetMap's tiles unless configured otherwise", async () => {
    delete process.env.ATRIUM_MAP_TILE_URL;
    const config = (await app.inject({ url: '/api/classroom/data/map-config', headers: { cookie: staff } })).json();
    expect(config).toMatchObject({ tileUrl: '/api/classroom/data/map-tiles/{z}/{x}/{y}', attribution: '© OpenStreetMap contributors' });
  });

  it('has no map when the tile address is set empty, and no search or Swedish lookup until they are configured', async () => {
    delete process.env.ATRIUM_GEOCODER_URL;
    process.env.ATRIUM_MAP_TILE_URL = '';
    const config = (await app.inject({ url: '/api/classroom/data/map-config', headers: { cookie: staff } })).json();
    expect(config).toEqual({ tileUrl: null, attribution: null, search: false });
    expect((await lookup(215, '41756')).json()).toEqual({ city: null });
    expect((await app.inject({ url: '/api/classroom/data/geocode?q=Oslo', headers: { cookie: staff } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/classroom/data/map-tiles/5/1/1', headers: { cookie: staff } })).statusCode).toBe(404);
  });

  it('looks Swedish cities up at 5 digits and searches addresses through the configured geocoder', async () => {
    process.env.ATRIUM_GEOCODER_URL = await startGeocoder();
    process.env.ATRIUM_MAP_TILE_URL = 'http://127.0.0.1:9/{z}/{x}/{y}.png';
    expect((await lookup(215, '41756')).json()).toEqual({ city: 'Göteborg' });
    expect(geocoderQueries.at(-1)?.get('countrycodes')).toBe('se');
    expect((await lookup(215, '4175')).json()).toEqual({ city: null });
    const hits = await app.inject({
      url: `/api/classroom/data/geocode?q=${encodeURIComponent('Brynsveien 12, Oslo')}`,
      headers: { cookie: staff },
    });
    expect(hits.json()).toEqual([{ label: 'Brynsveien 12, Oslo', latitude: '59.9103', longitude: '10.8147' }]);
    expect((await app.inject({ url: '/api/classroom/data/geocode?q=Nowhere', headers: { cookie: staff } })).json()).toEqual([]);
    const config = (await app.inject({ url: '/api/classroom/data/map-config', headers: { cookie: staff } })).json();
    expect(config).toMatchObject({ tileUrl: '/api/classroom/data/map-tiles/{z}/{x}/{y}', search: true });
    // The tile server is unreachable: a 502, never a 500.
    expect((await app.inject({ url: '/api/classroom/data/map-tiles/5/1/1', headers: { cookie: staff } })).statusCode).toBe(502);
    const short = await app.inject({ url: '/api/classroom/data/geocode?q=O', headers: { cookie: staff } });
    expect(Object.keys(short.json().fields)).toEqual(['querystring.q']);
  });
});
