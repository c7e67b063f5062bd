import { buildTestApp, createTestDatabase, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import type { Partlist } from '@atrium/classroom-contract';
import { classroomModule } from '../src';
import { classroomDb } from '../src/db';
import { insertCourse } from './fixtures';
import { expectRefusedField, insertInstance, insertParticipants, PEOPLE, publishPeople } from './participant-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PNG_OTHER = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
let cliId: number;
let code: string;
let ids: number[];
let otherId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  await publishPeople(database.db, PEOPLE);
  const courseId = await insertCourse(database.db, { name: 'Signing' });
  cliId = await insertInstance(database.db, courseId, { from: 0, maxParticipants: 10 });
  ids = await insertParticipants(database.db, cliId, [{ userId: 3 }, { userId: 2 }, { userId: 4, status: 'cancelled' }]);
  const other = await insertInstance(database.db, courseId, { from: 0, maxParticipants: 10 });
  [otherId] = (await insertParticipants(database.db, other, [{ userId: 1 }])) as [number];
  const row = await classroomDb(database.db)
    .selectFrom('classroom_course_instance')
    .select('participant_list_code')
    .where('id', '=', cliId)
    .executeTakeFirstOrThrow();
  code = row.participant_list_code;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const list = async () => (await app.inject({ method: 'GET', url: `/api/classroom/web/data/partlist/${cliId}/${code}` })).json() as Partlist;
const sign = (licenseId: number, png = PNG_1X1, listCode = code) =>
  app.inject({
    method: 'POST',
    url: `/api/classroom/web/data/partlist/${cliId}/${listCode}/sign`,
    payload: { licenseId, dataUrl: `data:image/png;base64,${png}` },
  });

it('opens with the code alone and lists the attending participants, unsigned', async () => {
  const page = await list();
  expect(page.title).toBe('Signing');
  expect(page.participants.map((p) => [p.name, p.signature])).toEqual([
    ['Berit Bakke', null],
    ['Carl Company', null],
  ]);
});

it('answers 404 alike for a wrong code and an unknown instance, and 400 for a malformed code', async () => {
  expect((await app.inject({ method: 'GET', url: `/api/classroom/web/data/partlist/${cliId}/${'0'.repeat(32)}` })).statusCode).toBe(404);
  expect((await app.inject({ method: 'GET', url: `/api/classroom/web/data/partlist/999999/${code}` })).statusCode).toBe(404);
  expectRefusedField(await app.inject({ method: 'GET', url: `/api/classroom/web/data/partlist/${cliId}/nope` }), 'code');
  expect((await sign(ids[0]!, PNG_1X1, '0'.repeat(32))).statusCode).toBe(404);
});

it('stores a signature with its hash and time; signing again shows as a new hash', async () => {
  const [carl] = ids as [number];
  const first = await sign(carl);
  expect(first.statusCode).toBe(200);
  const firstSignature = first.json() as { signedAt: string; sha256: string };
  expect(firstSignature.sha256).toMatch(/^[0-9a-f]{64}$/);
  const second = (await sign(carl, PNG_OTHER)).json() as { signedAt: string; sha256: string };
  expect(second.sha256).not.toBe(firstSignature.sha256);
  expect(second.signedAt >= firstSignature.signedAt).toBe(true);
  expect((await list()).participants.find((p) => p.licenseId === carl)?.signature).toEqual(second);
  const row = await classroomDb(database.db).selectFrom('participant').select('status').where('id', '=', carl).executeTakeFirstOrThrow();
  expect(row.status).toBe('signed');
});

it('refuses a participant of another list, a cancelled one and an image that is not a PNG', async () => {
  expectRefusedField(await sign(otherId), 'licenseId');
  expectRefusedField(await sign(ids[2]!), 'licenseId');
  expectRefusedField(await sign(ids[1]!, Buffer.from('GIF89a not a png').toString('base64')), 'dataUrl');
});
