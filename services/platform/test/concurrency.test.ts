import { installMailQueues } from '@atrium/service-core';
import { createTestDatabase, TEST_SESSION_SECRET, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { buildPlatformApp, prepareDatabase } from '../src';

// Issue 11 finding 2: N identical writes at once (a double click, a retrying client, two tabs) for each write
// route group answer no 5xx and leave no duplicate.

const N = 20;

let database: TestDatabase;
let app: FastifyInstance;
let cookie: string;
const figures: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.db, { seedDemo: true });
  // Registering a person mails them a set-your-password link; the queues exist where the platform runs.
  await installMailQueues(database.db, ['users', 'elearning']);
  app = await buildPlatformApp({ db: database.db, logger: false, sessionSecret: TEST_SESSION_SECRET, root: '/nonexistent' });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'admin', password: 'atrium123' } });
  cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
}, 120_000);

afterAll(async () => {
  console.log(`concurrency (${N} identical writes each):\n${figures.join('\n')}`);
  await app.close();
  await database.drop();
});

async function inParallel(request: InjectOptions): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: N }, () => app.inject({ ...request, headers: { cookie, ...request.headers } })));
  return answers.map((res) => res.statusCode);
}

const get = async (url: string) => (await app.inject({ url, headers: { cookie } })).json();
const count = async (query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(database.db)).rows[0]!.n;

// Every one of the N answers is a success: the same result again, not a refusal (409) or a failure (5xx).
function record(group: string, statuses: number[], duplicates: number) {
  const failed = statuses.filter((status) => status >= 300);
  figures.push(
    `  ${group}: ${statuses.filter((status) => status >= 500).length} × 5xx, ${failed.length} not 2xx, ${duplicates} duplicates`,
  );
  expect({ group, failed, duplicates }).toEqual({ group, failed: [], duplicates: 0 });
}

it('adds a person to an e-course once however many adds run at once', async () => {
  // A person new to the demo's license course (the fourth), registered as the user picker does.
  const registered = await app.inject({
    method: 'POST',
    url: '/api/users/data/users/new',
    headers: { cookie },
    payload: { user: { firstName: 'Parallel', lastName: 'Learner', email: 'parallel.learner@example.com', customerId: 1 } },
  });
  const userId = registered.json().user.id as number;
  const statuses = await inParallel({
    method: 'POST',
    url: '/api/elearning/data/license/ecourse/4',
    payload: { usersWithCustomer: [{ userId, customerId: 1 }] },
  });
  const open = await count(
    sql<{ n: number }>`select count(*)::int as n from elearning.license where ecourse_id = 4 and user_id = ${userId} and not cancelled`,
  );
  record('e-course license add', statuses, open - 1);
});

it("saves a classroom course's texts at once without failing", async () => {
  const texts = await get('/api/classroom/data/classroomCourse/1/courseTexts');
  const statuses = await inParallel({ method: 'POST', url: '/api/classroom/data/classroomCourse/1/courseTexts', payload: texts });
  const rows = await count(
    sql<{ n: number }>`select count(*)::int as n from classroom.classroom_course_text where classroom_course_id = 1`,
  );
  record('course texts save', statuses, rows - texts.length);
});

it('creates one classroom course for one Idempotency-Key', async () => {
  const course = await get('/api/classroom/data/clcourses/1');
  const statuses = await inParallel({
    method: 'POST',
    url: '/api/classroom/data/clcourses/createFromGeneralData',
    payload: { ...course, internalName: 'Parallel course' },
    headers: { 'idempotency-key': 'create-course-0001' },
  });
  const made = await count(
    sql<{ n: number }>`select count(*)::int as n from classroom.classroom_course where internal_name = 'Parallel course'`,
  );
  record('classroom course create', statuses, made - 1);
});

it('copies a classroom course once for one Idempotency-Key', async () => {
  const course = await get('/api/classroom/data/clcourses/1');
  const statuses = await inParallel({
    method: 'POST',
    url: '/api/classroom/data/clcourses/1/copy',
    payload: { ...course, internalName: 'Parallel copy' },
    headers: { 'idempotency-key': 'copy-course-0001' },
  });
  const made = await count(
    sql<{ n: number }>`select count(*)::int as n from classroom.classroom_course where internal_name = 'Parallel copy'`,
  );
  record('classroom course copy', statuses, made - 1);
});

it('copies an e-course once for one Idempotency-Key', async () => {
  const ecourse = await get('/api/elearning/data/ecourses/1');
  const statuses = await inParallel({
    method: 'POST',
    url: '/api/elearning/data/ecourses/copy/1',
    payload: { ...ecourse, internalName: 'Parallel e-course copy' },
    headers: { 'idempotency-key': 'copy-ecourse-0001' },
  });
  const made = await count(
    sql<{ n: number }>`select count(*)::int as n from elearning.ecourse where internal_name = 'Parallel e-course copy'`,
  );
  record('e-course copy', statuses, made - 1);
});
