import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { classroomModule } from '../src';
import { classroomDb } from '../src/db';
import { insertCourse } from './fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], customerId: 7 });
const admin = sessionCookie({ roles: ['atrium', 'staff'] });
const companyAdmin = sessionCookie({ roles: ['companyadmin'] });
const URL = '/api/classroom/data/course-places';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const create = (payload: object, cookie = staff) => app.inject({ method: 'POST', url: URL, headers: { cookie }, payload });
const update = (id: number, payload: object, cookie = staff) =>
  app.inject({ method: 'PUT', url: `${URL}/${id}`, headers: { cookie }, payload });

describe('course places', () => {
  it('refuses callers without a course-admin role and signed-out callers', async () => {
    expect((await app.inject({ url: URL })).statusCode).toBe(401);
    expect((await app.inject({ url: URL, headers: { cookie: companyAdmin } })).statusCode).toBe(403);
    expect((await create({ name: 'X' }, companyAdmin)).statusCode).toBe(403);
  });

  it('gives a new venue the defaults of document 003: Norway, not open, owned by the current customer', async () => {
    const res = await create({ name: 'Kurssenter Drammen' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Kurssenter Drammen',
      countryId: 165,
      country: 'Norway',
      openCourses: false,
      ownerCustomerId: 7,
      geolocation: null,
      webinar: false,
      isAtriumCoursePlaceResponsible: false,
      version: 1,
      rooms: [],
    });
  });

  it('saves no geolocation unless both latitude and longitude are given, and keeps both as strings', async () => {
    const half = await create({ name: 'Halvveis', latitude: '59.91' });
    expect(half.json().geolocation).toBeNull();
    const whole = await create({ name: 'Helt', latitude: '59.9103', longitude: '10.8147' });
    expect(whole.json().geolocation).toEqual({ latitude: '59.9103', longitude: '10.8147' });
    const cleared = await update(whole.json().id, { name: 'Helt', latitude: '59.9103', longitude: '', version: 1 });
    expect(cleared.json().geolocation).toBeNull();
  });

  it('answers 400 naming the field for bad input', async () => {
    const cases: [object, string][] = [
      [{}, 'body.name'],
      [{ name: 'A', postalCode: '12a4' }, 'body.postalCode'],
      [{ name: 'A', latitude: '91', longitude: '10' }, 'body.latitude'],
      [{ name: 'A', latitude: '60', longitude: 'east' }, 'body.longitude'],
      [{ name: 'A', countryId: 'NO' }, 'body.countryId'],
      [{ name: 'A', openCourses: 'yes' }, 'body.openCourses'],
    ];
    for (const [payload, field] of cases) {
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    const unknownCountry = await create({ name: 'A', countryId: 999 });
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json().message).toMatch(/^countryId:/);
    expect((await app.inject({ url: `${URL}/abc`, headers: { cookie: staff } })).statusCode).toBe(400);
    expect((await app.inject({ url: `${URL}/999999`, headers: { cookie: staff } })).statusCode).toBe(404);
  });

  it('fills the city from a Norwegian postal code of 4 digits when none is given', async () => {
    const res = await create({ name: 'Postkontor', postalCode: '0150' });
    expect(res.json()).toMatchObject({ postalCode: '0150', city: 'OSLO' });
    const typed = await create({ name: 'Eget sted', postalCode: '0150', city: 'Kvadraturen' });
    expect(typed.json().city).toBe('Kvadraturen');
  });

  it('lets only platform administrators set or change the course-place admin flag (document 003 §6)', async () => {
    expect((await create({ name: 'Flagget', isAtriumCoursePlaceResponsible: true })).statusCode).toBe(403);
    const flagged = await create({ name: 'Flagget', isAtriumCoursePlaceResponsible: true }, admin);
    expect(flagged.statusCode).toBe(201);
    const { id } = flagged.json();
    const unflag = await update(id, { name: 'Flagget', isAtriumCoursePlaceResponsible: false, version: 1 });
    expect(unflag.statusCode).toBe(403);
    // Staff may edit the rest of such a place as long as the flag stays.
    const rename = await update(id, { name: 'Flagget 2', isAtriumCoursePlaceResponsible: true, version: 1 });
    expect(rename.statusCode).toBe(200);
    expect(rename.json()).toMatchObject({ name: 'Flagget 2', version: 2, isAtriumCoursePlaceResponsible: true });
  });

  it('refuses the second of two saves made from the same version (409), run at once', async () => {
    const { id } = (await create({ name: 'Samtidig' })).json();
    const answers = await Promise.all([update(id, { name: 'Første', version: 1 }), update(id, { name: 'Andre', version: 1 })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const saved = (await app.inject({ url: `${URL}/${id}`, headers: { cookie: staff } })).json();
    expect(saved.version).toBe(2);
    expect(answers.find((res) => res.statusCode === 200)!.json().name).toBe(saved.name);
  });

  it('stores every field of the course place', async () => {
    const fields = {
      name: 'Fullt sted',
      abbreviation: 'FUL',
      addressLine: 'Storgata 1',
      postalCode: '41756',
      city: 'Göteborg',
      countryId: 215,
      phone: '+46 31 123 456',
      contactInfo: 'Resepsjonen',
      ownerCustomerId: 3,
      openCourses: true,
      latitude: '57.7089',
      longitude: '11.9746',
      directions: 'Spårvagn 5',
      accommodation: 'Hotell vid kajen',
      lunch: 'Buffé',
      webinar: true,
    };
    const res = await create(fields);
    const { latitude, longitude, ...rest } = fields;
    expect(res.json()).toMatchObject({ ...rest, country: 'Sweden', geolocation: { latitude, longitude }, coursePlacePicture: null });
  });

  it('deletes a place not used by any instance, and refuses one that is (409)', async () => {
    const unused = (await create({ name: 'Ubrukt' })).json();
    expect((await app.inject({ method: 'DELETE', url: `${URL}/${unused.id}`, headers: { cookie: staff } })).statusCode).toBe(204);
    expect((await app.inject({ method: 'DELETE', url: `${URL}/${unused.id}`, headers: { cookie: staff } })).statusCode).toBe(404);
    const used = (await create({ name: 'Brukt' })).json();
    const courseId = await insertCourse(database.db, { name: 'Kurs' });
    await classroomDb(database.db)
      .insertInto('classroom_course_instance')
      .values({ classroom_course_id: courseId, course_place_id: used.id })
      .execute();
    const refused = await app.inject({ method: 'DELETE', url: `${URL}/${used.id}`, headers: { cookie: staff } });
    expect(refused.statusCode).toBe(409);
  });

  it('lists the countries with Norway as 165 and Sweden as 215, named in the chosen locale', async () => {
    const res = await app.inject({ url: '/api/classroom/data/countries', headers: { cookie: `${staff}; locale=nb_NO` } });
    const countries = res.json() as { id: number; code: string; name: string }[];
    expect(countries.find((country) => country.code === 'NO')).toEqual({ id: 165, code: 'NO', name: 'Norge' });
    expect(countries.find((country) => country.code === 'SE')).toEqual({ id: 215, code: 'SE', name: 'Sverige' });
    expect(new Set(countries.map((country) => country.id)).size).toBe(countries.length);
  });
});
