import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { InstructorCourse, InstructorParticipant } from '@atrium/classroom-contract';
import { classroomModule } from '../src';
import { classroomDb } from '../src/db';
import { insertCourse, isoDay } from './fixtures';
import { expectRefusedField, insertInstance, insertParticipants, PEOPLE, publishPeople } from './participant-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 2 });
const teacher = sessionCookie({ roles: ['instructor'], userId: 5 });
const otherTeacher = sessionCookie({ roles: ['instructor_external'], userId: 6 });
const companyAdmin = sessionCookie({ roles: ['companyadmin'], userId: 4, customerId: 2 });
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
let courseId: number;
let cliId: number;
let ids: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  await publishPeople(database.db, PEOPLE);
});

beforeEach(async () => {
  courseId = await insertCourse(database.db, { name: `Teach ${Math.random()}` });
  cliId = await insertInstance(database.db, courseId, { from: 5, maxParticipants: 10 });
  const db = classroomDb(database.db);
  const happening = await db
    .insertInto('classroom_happening')
    .values({ cli_id: cliId, date: isoDay(5), from_time: '08:00:00', to_time: '15:30:00', room_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('classroom_happening_instructor')
    .values([
      { happening_id: happening.id, instructor_id: 5 },
      { happening_id: happening.id, instructor_id: 1 },
    ])
    .execute();
  ids = await insertParticipants(database.db, cliId, [{ userId: 3 }, { userId: 2 }, { userId: 4, status: 'cancelled' }]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = teacher) =>
  app.inject({ method, url: `/api/classroom${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const page = async () => (await call('GET', `/data/instructors/classroom-management/${cliId}`)).json() as InstructorCourse;

describe('who may open the instructor page', () => {
  it("lets the instance's instructors and staff in, and refuses other instructors and company admins", async () => {
    expect((await call('GET', `/data/instructors/classroom-management/${cliId}`)).statusCode).toBe(200);
    expect((await call('GET', `/data/instructors/classroom-management/${cliId}`, undefined, staff)).statusCode).toBe(200);
    expect((await call('GET', `/data/instructors/classroom-management/${cliId}`, undefined, otherTeacher)).statusCode).toBe(403);
    expect((await call('GET', `/data/instructors/classroom-management/${cliId}`, undefined, companyAdmin)).statusCode).toBe(403);
    expect((await call('GET', '/data/instructors/classroom-management/999999')).statusCode).toBe(404);
    const [first] = ids;
    const other = await call(
      'POST',
      `/data/instructors/classroom-management/participantlist-item/${first}`,
      { licenseStatus: 'signed', pretest: null, posttest: null },
      otherTeacher,
    );
    expect(other.statusCode).toBe(403);
  });

  it('loads the course with its happenings, instructors as a comma list, and the attending participants by name', async () => {
    const course = await page();
    expect(course.details.happenings).toEqual([
      {
        id: expect.any(Number),
        date: isoDay(5),
        fromTime: '08:00',
        toTime: '15:30',
        instructors: 'Ada Admin, Erik Eng',
        instructorIds: [1, 5],
        room: null,
      },
    ]);
    expect(course.details.participantListCode).toMatch(/^[0-9a-f]{32}$/);
    expect(course.participants.map((p) => p.user.name)).toEqual(['Berit Bakke', 'Carl Company']);
  });

  it("lists the course's linked e-learning lessons, only while linking is allowed (document 002 §2)", async () => {
    const db = classroomDb(database.db);
    await db
      .insertInto('classroom_course_elearning_lesson')
      .values({ classroom_course_id: courseId, course_elearning_id: 7, epkg_lesson_id: 70, description: 'Fall protection refresher' })
      .execute();
    expect((await page()).linkedLessons).toEqual([]);
    await db.updateTable('classroom_course').set({ elearning_lessons_allowed: true }).where('id', '=', courseId).execute();
    expect((await page()).linkedLessons).toEqual([
      { id: expect.any(Number), courseElearningId: 7, epkgLessonId: 70, description: 'Fall protection refresher' },
    ]);
  });
});

describe('statuses and results', () => {
  it('changes the status of many at once, but never to cancelled, and not for a cancelled participant', async () => {
    const [carl, berit, cancelled] = ids as [number, number, number];
    expectRefusedField(
      await call('POST', '/data/instructors/classroom-management/participantlist-licenses-status-update', {
        status: 'cancelled',
        ids: [carl],
      }),
      'status',
    );
    const done = await call('POST', '/data/instructors/classroom-management/participantlist-licenses-status-update', {
      status: 'approved',
      ids: [carl, berit],
    });
    expect(done.statusCode).toBe(204);
    expect((await page()).participants.map((p) => p.license.status)).toEqual(['approved', 'approved']);
    const refused = await call('POST', '/data/instructors/classroom-management/participantlist-licenses-status-update', {
      status: 'signed',
      ids: [cancelled],
    });
    expect(refused.statusCode).toBe(409);
  });

  it('edits a participant inline and saves results, empty ones as null', async () => {
    const [carl, berit] = ids as [number, number];
    const item = await call('POST', `/data/instructors/classroom-management/participantlist-item/${carl}`, {
      licenseStatus: 'notapproved',
      pretest: 4,
      posttest: null,
    });
    expect((item.json() as InstructorParticipant).license).toMatchObject({ status: 'notapproved', pretest: 4, posttest: null });
    const results = await call('POST', `/data/classroom-management/${cliId}/editResults`, {
      participants: [{ id: berit, pretest: null, posttest: 17 }],
    });
    expect(results.statusCode).toBe(204);
    expect((await page()).participants.find((p) => p.license.id === berit)!.license).toMatchObject({ pretest: null, posttest: 17 });
    expectRefusedField(
      await call('POST', `/data/classroom-management/${cliId}/editResults`, { participants: [{ id: berit, pretest: -1, posttest: null }] }),
      'pretest',
    );
    const otherInstance = await insertInstance(database.db, courseId, { from: 30 });
    const [stranger] = await insertParticipants(database.db, otherInstance, [{ userId: 6 }]);
    expectRefusedField(
      await call('POST', `/data/classroom-management/${cliId}/editResults`, { participants: [{ id: stranger, pretest: 1, posttest: 1 }] }),
      'participants',
    );
  });

  it('keeps the maximum scores, 0 for an empty one', async () => {
    expectRefusedField(
      await call('POST', '/clicourse/pre-post-score/update', { cliCourseId: cliId, preScore: -2, postScore: 0 }),
      'preScore',
    );
    expect((await call('POST', '/clicourse/pre-post-score/update', { cliCourseId: cliId, preScore: 0, postScore: 20 })).statusCode).toBe(
      204,
    );
    expect((await page()).details.prePostTestScore).toMatchObject({ preScore: 0, postScore: 20 });
  });
});

describe('signatures', () => {
  it('stores the drawn PNG with its hash and time, marks the participant signed and serves the image', async () => {
    const [carl] = ids as [number];
    expectRefusedField(
      await call('POST', '/data/instructors/classroom-management/add-signature', {
        licenseId: carl,
        dataUrl: 'data:image/png;base64,AAAA',
      }),
      'dataUrl',
    );
    expectRefusedField(
      await call('POST', '/data/instructors/classroom-management/add-signature', { licenseId: carl, dataUrl: 'javascript:alert(1)' }),
      'dataUrl',
    );
    const res = await call('POST', '/data/instructors/classroom-management/add-signature', {
      licenseId: carl,
      dataUrl: `data:image/png;base64,${PNG_1X1}`,
    });
    expect(res.statusCode).toBe(200);
    const participant = (await page()).participants.find((p) => p.license.id === carl)!;
    expect(participant.license.status).toBe('signed');
    expect(participant.signature).toEqual({ signedAt: expect.any(String), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const image = await app.inject({ url: res.json().signatureFileUrl as string, headers: { cookie: teacher } });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);
    expect((await app.inject({ url: res.json().signatureFileUrl as string, headers: { cookie: otherTeacher } })).statusCode).toBe(403);
  });
});

describe('work items, finalise and report comments', () => {
  it('lets the instructor save work items and finalise only when every participant has a recorded status', async () => {
    const item = await call('POST', `/data/instructors/classroom-management/${cliId}/update-work-item`, {
      key: 'acceptCourseMaterials',
      done: true,
    });
    expect(item.json()).toMatchObject({ key: 'acceptCourseMaterials', done: true, by: 5 });
    const early = await call('POST', `/data/instructors/classroom-management/${cliId}/finalize`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('instructors.finalize.unrecorded');
    await call('POST', '/data/instructors/classroom-management/participantlist-licenses-status-update', {
      status: 'approved',
      ids: ids.slice(0, 2),
    });
    expect((await call('POST', `/data/instructors/classroom-management/${cliId}/finalize`)).statusCode).toBe(204);
    expect((await page()).workItems.find((w) => w.key === 'registerResults')).toMatchObject({ done: true, by: 5 });
  });

  it('keeps the course report comments for the customer and internal', async () => {
    await call('POST', `/clicourse/course-report-customer-comments/update/${cliId}`, { customerComments: 'Good group' });
    await call('POST', `/clicourse/course-report-internal-comments/update/${cliId}`, { internalComments: 'Projector broke' });
    expect((await page()).details.courseReportComments).toEqual({ customerComment: 'Good group', internalComment: 'Projector broke' });
  });
});

describe('adding a participant from the instructor page (document 002 §7)', () => {
  const add = (participants: object[], cookie = teacher) =>
    call('POST', `/data/instructors/classroom-management/${cliId}/addParticipants`, { participants }, cookie);

  it('adds the person attending without an e-mail, and names who was already there', async () => {
    const res = await add([{ userId: 6, customerId: 2 }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().added.map((p: InstructorParticipant) => p.user.name)).toEqual(['Frida Fjell']);
    expect(res.json().alreadyAdded).toEqual([]);
    const again = await add([{ userId: 6, customerId: 2 }]);
    expect(again.json()).toEqual({ added: [], alreadyAdded: [6] });
    expect((await page()).participants.map((p) => p.user.name)).toContain('Frida Fjell');
    const { rows } = await sql`select id from classroom.outbox where 'frida@example.com' = any("to")`.execute(database.db);
    expect(rows).toEqual([]);
  });

  it('counts the seats: nobody beyond the free seats is added', async () => {
    await classroomDb(database.db).updateTable('classroom_course_instance').set({ max_participants: 2 }).where('id', '=', cliId).execute();
    const full = await add([{ userId: 6, customerId: 2 }]);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('license.add.notEnoughSeats');
  });

  it('refuses instructors of other instances and an empty list', async () => {
    expect((await add([{ userId: 6, customerId: 2 }], otherTeacher)).statusCode).toBe(403);
    expectRefusedField(await add([]), 'participants');
  });
});
