import { createTestDatabase, TEST_SESSION_SECRET, type TestDatabase } from '@atrium/service-core/testing';
import type { ClassroomCourse } from '@atrium/classroom-contract';
import type { Hotwork } from '@atrium/elearning-contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildPlatformApp, prepareDatabase } from '../src';

// Decision 0263: a seat passed on a hot-works classroom course makes one hot-works record in the e-learning area,
// which keeps them. The classroom area asks through published.elearning_record_hotwork_participant from the seat's
// trigger, whichever screen approves the seat, so these tests run on the composed platform with the real functions.

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};
const ids = {} as Record<
  'hotWorks' | 'other' | 'hotInstance' | 'otherInstance' | 'sven' | 'elin' | 'ingrid' | 'svenskBygg' | 'atriumKurs',
  number
>;

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(database.db)).rows[0]!;

async function signIn(username: string) {
  const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password: 'atrium123' } });
  return String(login.headers['set-cookie']).split(';')[0] ?? '';
}

const general = (internalName: string, hotWorks?: boolean) => ({
  internalName,
  courseProviderId: null,
  courseLanguages: ['nb_NO'],
  skus: {},
  length: { days: 1, hours: 0, minutes: 0 },
  numParticipants: { minParticipants: null, maxParticipants: null },
  courseTags: [],
  courseResponsible: null,
  subjectResponsible: null,
  classroomCourseFlags: {
    diplomaDisabled: false,
    canPurchase: true,
    certificateDisabled: false,
    competenceCalculationValue: null,
    competenceCalculationMethod: null,
    ...(hotWorks === undefined ? {} : { hotWorks }),
  },
  diplomaTemplateId: null,
  courseDateTimes: '08:00-16:00',
});

async function createCourse(name: string, hotWorks?: boolean) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/classroom/data/clcourses/createFromGeneralData',
    headers: { cookie: cookies.staff! },
    payload: general(name, hotWorks),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

const instance = async (courseId: number) =>
  (
    await one(sql<{ id: number }>`
      insert into classroom.classroom_course_instance (classroom_course_id, status, start_date, end_date, max_participants)
      values (${courseId}, 3, current_date - 1, current_date - 1, 10) returning id`)
  ).id;

const seat = async (cliId: number, userId: number, customerId: number) =>
  (
    await one(sql<{ id: number }>`
      insert into classroom.participant (cli_id, user_id, customer_id) values (${cliId}, ${userId}, ${customerId}) returning id`)
  ).id;

const approve = (participantIds: number[], date: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/classroom/data/licenses/clcourses/setlicensesapproved',
    headers: { cookie: cookies.staff! },
    payload: { ids: participantIds, date },
  });

const editStatus = (cliId: number, participantId: number, status: string, customerId: number) =>
  app.inject({
    method: 'POST',
    url: `/api/classroom/data/classroom-management/${cliId}/editParticipants`,
    headers: { cookie: cookies.staff! },
    payload: {
      participants: [{ userUpdate: { type: 'participant', id: participantId, status, pretest: null, posttest: null }, customerId }],
    },
  });

const recordsOf = (participantId: number) =>
  sql<{ id: number; participant_name: string; customer_id: number; course_date: string; certificate_number: string | null }>`
    select id, participant_name, customer_id, course_date::text, certificate_number from elearning.hotwork
    where participant_id = ${participantId}`
    .execute(database.db)
    .then((result) => result.rows);

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.db, { seedDemo: true });
  app = await buildPlatformApp({ db: database.db, logger: false, sessionSecret: TEST_SESSION_SECRET, root: '/nonexistent' });
  await app.ready();
  for (const user of ['admin', 'staff']) cookies[user] = await signIn(user);
  const person = async (username: string) => (await one(sql<{ id: number }>`select id from users.users where username = ${username}`)).id;
  Object.assign(ids, {
    sven: await person('svensk'),
    elin: await person('eca'),
    ingrid: await person('instructor'),
    svenskBygg: (await one(sql<{ id: number }>`select id from company.customer where name = 'Svensk Bygg AB'`)).id,
    atriumKurs: (await one(sql<{ id: number }>`select id from company.customer where name = 'Atrium Kurs AS'`)).id,
  });
  ids.hotWorks = await createCourse('Varme arbeider (test)', true);
  ids.other = await createCourse('Fallsikring (test)');
  ids.hotInstance = await instance(ids.hotWorks);
  ids.otherInstance = await instance(ids.other);
}, 180_000);

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the hot-works flag of a classroom course template', () => {
  it('is kept and read with the course; the demo "Varme arbeider" is one, false when a client leaves it out', async () => {
    const read = async (id: number) =>
      (await app.inject({ url: `/api/classroom/data/clcourses/${id}`, headers: { cookie: cookies.staff! } })).json<ClassroomCourse>()
        .classroomCourseFlags.hotWorks;
    expect(await read(ids.hotWorks)).toBe(true);
    expect(await read(ids.other)).toBe(false);
    const demo = await one(sql<{ id: number }>`select id from classroom.classroom_course where internal_name = 'Varme arbeider'`);
    expect(await read(demo.id)).toBe(true);
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/classroom/data/clcourses/${ids.other}`,
      headers: { cookie: cookies.staff! },
      payload: { ...general('Fallsikring (test)'), classroomCourseFlags: { ...general('x').classroomCourseFlags, hotWorks: 1 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { 'body.classroomCourseFlags.hotWorks': expect.any(String) } });
  });
});

describe('a seat passed on a hot-works course', () => {
  it('makes one open record with the name, customer and course day, listed on /hotworks', async () => {
    const participant = await seat(ids.hotInstance, ids.sven, ids.svenskBygg);
    expect(await recordsOf(participant)).toEqual([]);
    expect((await approve([participant], '2026-03-05')).statusCode).toBe(200);
    const [record] = await recordsOf(participant);
    expect(record).toMatchObject({
      participant_name: 'Sven Svensson',
      customer_id: ids.svenskBygg,
      course_date: '2026-03-05',
      certificate_number: null,
    });
    const listed = (
      await app.inject({ url: '/api/elearning/data/hotworks/list?name=Sven%20Svensson', headers: { cookie: cookies.admin! } })
    ).json<Hotwork[]>();
    expect(listed.filter((row) => row.id === record!.id)).toMatchObject([{ completed: false, certificateNumber: null }]);

    // Approved again, or set approved on the course-management screen: still one record.
    expect((await approve([participant], '2026-03-06')).statusCode).toBe(200);
    expect((await editStatus(ids.hotInstance, participant, 'approved', ids.svenskBygg)).statusCode).toBe(204);
    expect(await recordsOf(participant)).toHaveLength(1);
  });

  it('makes one record when approvals of the seat run at once', async () => {
    const participant = await seat(ids.hotInstance, ids.elin, ids.svenskBygg);
    const answers = await Promise.all([
      approve([participant], '2026-03-05'),
      approve([participant], '2026-03-05'),
      approve([participant], '2026-03-05'),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(await recordsOf(participant)).toHaveLength(1);
  });

  it('makes none on a course that is not a hot-works course, nor for a seat not passed', async () => {
    const other = await seat(ids.otherInstance, ids.sven, ids.svenskBygg);
    expect((await approve([other], '2026-03-05')).statusCode).toBe(200);
    expect(await recordsOf(other)).toEqual([]);
    const failed = await seat(ids.hotInstance, ids.ingrid, ids.atriumKurs);
    expect((await editStatus(ids.hotInstance, failed, 'notapproved', ids.atriumKurs)).statusCode).toBe(204);
    expect(await recordsOf(failed)).toEqual([]);
  });

  it('keeps its completed certificate when the seat is set not passed afterwards', async () => {
    const participant = (
      await one(sql<{ id: number }>`
      select id from classroom.participant where cli_id = ${ids.hotInstance} and user_id = ${ids.ingrid}`)
    ).id;
    expect((await editStatus(ids.hotInstance, participant, 'approved', ids.atriumKurs)).statusCode).toBe(204);
    const [record] = await recordsOf(participant);
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/elearning/data/hotworks/${record!.id}`,
      headers: { cookie: cookies.admin! },
      payload: {
        id: record!.id,
        certificateNumber: 'HW-4001',
        receivedProofOfFireDrill: true,
        fireDrillDate: null,
        comments: null,
        sentToCustomer: true,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await editStatus(ids.hotInstance, participant, 'notapproved', ids.atriumKurs)).statusCode).toBe(204);
    expect(await recordsOf(participant)).toMatchObject([{ id: record!.id, certificate_number: 'HW-4001' }]);
  });
});
