import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { elearningModule } from '../src';
import type { MyLicense } from '@atrium/elearning-contract';
import { insertCourse, insertLicenses } from './license-fixtures';
import { useTemporaryFilesDir } from './package-fixtures';
import { courseWithLicense } from './runtime-fixtures';

useTemporaryFilesDir();

let database: TestDatabase;
let app: FastifyInstance;
const learner = sessionCookie({ roles: [], userId: 7 });
const other = sessionCookie({ roles: ['atrium'], userId: 8 });
let playable: { ecourseId: number; licenseId: number };
let withoutPackage: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [elearningModule]);
  playable = await courseWithLicense(database.db, 'RuntimeBasicCalls_SCORM12.zip', 7);
  withoutPackage = await insertCourse(database.db, 'Working at heights');
  await insertLicenses(database.db, withoutPackage, [
    { userId: 7, started: '2026-01-10T09:00:00Z', completed: '2026-02-01T09:00:00Z' },
    { userId: 7, cancelled: true },
    { userId: 9, started: '2026-01-11T09:00:00Z' },
  ]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const mine = async (cookie: string) => app.inject({ method: 'GET', url: '/api/elearning/data/my/licenses', headers: { cookie } });

describe('GET /api/elearning/data/my/licenses', () => {
  it('is 401 for someone not signed in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/elearning/data/my/licenses' })).statusCode).toBe(401);
  });

  it('lists only the caller’s own licenses, whatever their roles, with status and whether they can start', async () => {
    const answer = await mine(learner);
    expect(answer.statusCode).toBe(200);
    const licenses = answer.json<MyLicense[]>();
    expect(licenses).toHaveLength(3);
    const byStatus = Object.fromEntries(licenses.map((license) => [license.status, license]));
    expect(byStatus.notStarted).toMatchObject({ id: playable.licenseId, ecourseId: playable.ecourseId, playable: true, statusDate: null });
    expect(byStatus.completed).toMatchObject({ courseName: 'Working at heights', statusDate: '2026-02-01T09:00:00.000Z', playable: false });
    expect(byStatus.cancelled).toMatchObject({ playable: false });

    // A platform admin holding no license sees none: the list is never anyone else's.
    expect((await mine(other)).json()).toEqual([]);
  });
});
