import {
  buildTestApp,
  createTestDatabase,
  decodedMail,
  sessionCookie,
  startTestMailDelivery,
  waitForMail,
  type TestDatabase,
} from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { EvaluationForm, InstanceEvaluationOverview, InstructorCourse } from '@atrium/classroom-contract';
import { classroomModule } from '../src';
import { classroomDb } from '../src/db';
import { insertCourse, isoDay } from './fixtures';
import { expectRefusedField, insertInstance, insertParticipants, PEOPLE, publishPeople } from './participant-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 2 });
const teacher = sessionCookie({ roles: ['instructor'], userId: 5 });
const otherTeacher = sessionCookie({ roles: ['instructor'], userId: 6 });
let cliId: number;
let placeId: number;
let ids: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  await publishPeople(database.db, PEOPLE);
  const place = await classroomDb(database.db)
    .insertInto('course_place')
    .values({ name: 'Fjordhotellet' })
    .returning('id')
    .executeTakeFirstOrThrow();
  placeId = place.id;
});

beforeEach(async () => {
  const courseId = await insertCourse(database.db, { name: `Rated ${Math.random()}` });
  cliId = await insertInstance(database.db, courseId, { from: -3, maxParticipants: 10 });
  const db = classroomDb(database.db);
  await db.updateTable('classroom_course_instance').set({ course_place_id: placeId }).where('id', '=', cliId).execute();
  const happening = await db
    .insertInto('classroom_happening')
    .values({ cli_id: cliId, date: isoDay(-3), from_time: '08:00:00', to_time: '15:00:00', room_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('classroom_happening_instructor')
    .values([
      { happening_id: happening.id, instructor_id: 5 },
      { happening_id: happening.id, instructor_id: 1 },
    ])
    .execute();
  ids = await insertParticipants(database.db, cliId, [
    { userId: 3, status: 'approved' },
    { userId: 2, status: 'signed' },
    { userId: 4, status: 'enrolled' },
  ]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) =>
  app.inject({ method, url: `/api/classroom${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function uuidOf(participantId: number): Promise<string> {
  const row = await classroomDb(database.db)
    .selectFrom('participant')
    .select('uuid')
    .where('id', '=', participantId)
    .executeTakeFirstOrThrow();
  return row.uuid;
}

/** The form links mailed for the instance, by recipient. */
async function mailedLinks(): Promise<Map<string, string>> {
  const { rows } = await sql<{ to: string; text: string }>`
    select o.to[1] as to, o.text from classroom.outbox o
    join classroom.instance_email e on e.outbox_id = o.id
    where e.cli_id = ${cliId} and e.kind = 'evaluationRequest'`.execute(database.db);
  return new Map(rows.map((row) => [row.to, /\/evaluation\/([A-Za-z0-9_-]{43})/.exec(row.text)![1]!]));
}

const send = async (participantIds: number[], cookie = teacher) =>
  call(
    'POST',
    `/data/classroom-management/sendEvaluations/${cliId}`,
    await Promise.all(participantIds.map(async (id) => ({ licenseUUID: await uuidOf(id) }))),
    cookie,
  );

describe('the evaluation request in the recipient’s language (decision 0226)', () => {
  it('mails each participant in nb_NO, sv_SE or en_US, through a real SMTP server', async () => {
    // Berit (2) reads Norwegian, Carl (3) Swedish; Ada, set to German, gets English.
    await sql`update published.users_person set locale = case id when 2 then 'nb_NO' when 3 then 'sv_SE' else 'de_DE' end`.execute(
      database.db,
    );
    const delivery = await startTestMailDelivery(database.db, ['classroom']);
    try {
      const [carl, berit] = ids as [number, number];
      const [ada] = await insertParticipants(database.db, cliId, [{ userId: 1, status: 'approved' }]);
      expect((await send([carl, berit, ada!])).statusCode).toBe(200);
      const text = async (address: string) => decodedMail((await waitForMail(delivery, (mail) => mail.to.includes(address))).raw);
      const [year, month, day] = isoDay(-3).split('-');
      expect(await text('berit@example.com')).toContain(`Hvordan var kurset?`);
      expect(await text('berit@example.com')).toContain(`som starter ${day}.${month}.${year}`);
      expect(await text('carl@example.com')).toContain('Hur var kursen?');
      expect(await text('carl@example.com')).toContain(`som börjar ${isoDay(-3)}`);
      expect(await text('ada@example.com')).toContain('How was the course?');
      expect(await text('ada@example.com')).toMatch(/\/evaluation\/[A-Za-z0-9_-]{43}/);
    } finally {
      await delivery.stop();
      await sql`update published.users_person set locale = 'en_US'`.execute(database.db);
    }
  });
});

describe('sending evaluations (document 002 §4)', () => {
  it('mails approved and signed participants a single-use link, answers their state and sets the evaluation work item done', async () => {
    const [carl, berit] = ids as [number, number];
    const res = await send([carl, berit]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ [await uuidOf(carl)]: { answered: false }, [await uuidOf(berit)]: { answered: false } });
    const links = await mailedLinks();
    expect([...links.keys()].sort()).toEqual(['berit@example.com', 'carl@example.com']);
    // Only the token's hash is stored.
    const { rows } = await sql<{
      token_sha256: string;
    }>`select token_sha256 from classroom.instance_evaluation where cli_id = ${cliId}`.execute(database.db);
    expect(rows.map((row) => row.token_sha256)).not.toContain(links.get('carl@example.com'));
    const course = (await call('GET', `/data/instructors/classroom-management/${cliId}`, undefined, teacher)).json() as InstructorCourse;
    expect(course.workItems.find((item) => item.key === 'uploadScannedEvaluations')?.done).toBe(true);
    expect(course.participants.find((p) => p.license.id === carl)?.evaluation).toEqual({ answered: false });
    expect(course.participants.find((p) => p.user.id === 4)?.evaluation).toBeNull();
  });

  it('refuses, sending nothing, a participant not approved or signed, one already sent, or one of another instance', async () => {
    const [carl, , dina] = ids as [number, number, number];
    expect((await send([carl, dina])).statusCode).toBe(409);
    expect((await mailedLinks()).size).toBe(0);
    expect((await send([carl])).statusCode).toBe(200);
    expect((await send([carl])).json()).toMatchObject({ message: 'evaluations.error.notSendable' });
    const work = await call('GET', `/data/classroom-management/updateEvaluationsForInstance/${cliId}`, undefined, teacher);
    expect(work.json()).toEqual({ [await uuidOf(carl)]: { answered: false } });
  });

  it('sends one form when the same participant is sent twice at once', async () => {
    const [carl] = ids as [number];
    const results = await Promise.all([send([carl]), send([carl])]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await mailedLinks()).size).toBe(1);
  });

  it('is for the instance’s instructors and staff: 401, 403 and 400 naming the field', async () => {
    const [carl] = ids as [number];
    expect(
      (await call('POST', `/data/classroom-management/sendEvaluations/${cliId}`, [{ licenseUUID: await uuidOf(carl) }])).statusCode,
    ).toBe(401);
    expect((await send([carl], otherTeacher)).statusCode).toBe(403);
    expectRefusedField(
      await call('POST', `/data/classroom-management/sendEvaluations/${cliId}`, [{ licenseUUID: 'x' }], staff),
      'licenseUUID',
    );
    expectRefusedField(await call('POST', `/data/classroom-management/sendEvaluations/${cliId}`, [], staff), 'body');
  });
});

describe('the learners’ form', () => {
  it('shows the course and its instructors, takes one answer, and the evaluation screens show it with averages to 2 decimals', async () => {
    const [carl, berit] = ids as [number, number];
    await send([carl, berit]);
    const links = await mailedLinks();
    const carlToken = links.get('carl@example.com')!;
    const form = (await call('GET', `/web/evaluation/${carlToken}`)).json() as EvaluationForm;
    expect(form).toMatchObject({ coursePlaceName: 'Fjordhotellet', participantName: 'Carl Company', answered: false });
    expect(form.instructors.map((i) => i.name)).toEqual(['Ada Admin', 'Erik Eng']);

    const answer = {
      ratingCourse: 5,
      ratingCanteen: 4,
      ratingReception: 5,
      instructors: [
        { instructorId: 5, rating: 5 },
        { instructorId: 1, rating: 4 },
      ],
      comment: 'Very good',
    };
    expect((await call('POST', `/web/evaluation/${carlToken}`, answer)).statusCode).toBe(204);
    // Single use.
    expect((await call('POST', `/web/evaluation/${carlToken}`, answer)).statusCode).toBe(409);
    expect(((await call('GET', `/web/evaluation/${carlToken}`)).json() as EvaluationForm).answered).toBe(true);
    await call('POST', `/web/evaluation/${links.get('berit@example.com')!}`, {
      ratingCourse: 4,
      ratingCanteen: 2,
      instructors: [{ instructorId: 5, rating: 2 }],
    });

    const overview = (
      await call('GET', `/data/classroom-management/${cliId}/evaluation`, undefined, teacher)
    ).json() as InstanceEvaluationOverview;
    expect(overview.evaluations).toHaveLength(2);
    expect(overview.evaluations[0]).toMatchObject({ ratingCourse: 5, comment: 'Very good', coursePlaceRating: 4.5, entered: false });
    expect(overview.averages.course).toBe(4.5);
    // (4.5 + 2) / 2
    expect(overview.averages.coursePlace).toBe(3.25);
    expect(overview.averages.instructors).toEqual(
      expect.arrayContaining([
        { instructorId: 5, average: 3.5 },
        { instructorId: 1, average: 4 },
      ]),
    );
    expect(overview.awaiting).toBe(0);
    const state = (await call('GET', `/data/classroom-management/updateEvaluationsForInstance/${cliId}`, undefined, staff)).json();
    expect(state[await uuidOf(carl)]).toEqual({ answered: true });

    // The place ratings reach the venue's ratings: 4.5 rounds to 5, 2 stays 2.
    const venue = await call('GET', `/data/course-places/${placeId}/ratings?fromDate=${isoDay(-1)}&toDate=${isoDay(1)}`, undefined, staff);
    expect(
      (venue.json() as { instanceId: number; rating: number }[])
        .filter((r) => r.instanceId === cliId)
        .map((r) => r.rating)
        .sort(),
    ).toEqual([2, 5]);
  });

  it('refuses an unknown link (404), a bad one (400), a missing course rating and an instructor who did not teach', async () => {
    const [carl] = ids as [number];
    await send([carl]);
    const token = (await mailedLinks()).get('carl@example.com')!;
    expect((await call('GET', `/web/evaluation/${'A'.repeat(43)}`)).statusCode).toBe(404);
    expectRefusedField(await call('GET', '/web/evaluation/short'), 'token');
    expectRefusedField(await call('POST', `/web/evaluation/${token}`, { ratingCanteen: 3 }), 'ratingCourse');
    expectRefusedField(await call('POST', `/web/evaluation/${token}`, { ratingCourse: 6 }), 'ratingCourse');
    expectRefusedField(
      await call('POST', `/web/evaluation/${token}`, { ratingCourse: 3, instructors: [{ instructorId: 6, rating: 3 }] }),
      'instructors',
    );
    expect(((await call('GET', `/web/evaluation/${token}`)).json() as EvaluationForm).answered).toBe(false);
  });
});

describe('evaluation entry by staff (document 002 §3, §5)', () => {
  it('adds an entry only when one of course, instructor, kantine or resepsjon is filled', async () => {
    expectRefusedField(await call('POST', `/data/classroom-management/${cliId}/evaluation`, { comment: 'Nothing rated' }, staff), 'course');
    const added = await call(
      'POST',
      `/data/classroom-management/${cliId}/evaluation`,
      { kantine: 3, instructor: { instructorId: 1, rating: 5 } },
      staff,
    );
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      ratingCourse: null,
      coursePlaceRating: 3,
      entered: true,
      evaluationInstructors: [{ instructorId: 1, rating: 5 }],
    });
    expect((await call('POST', `/data/classroom-management/${cliId}/evaluation`, { course: 4 }, teacher)).statusCode).toBe(403);
    const overview = (
      await call('GET', `/data/classroom-management/${cliId}/evaluation`, undefined, staff)
    ).json() as InstanceEvaluationOverview;
    expect(overview.averages).toMatchObject({ course: null, coursePlace: 3 });
    expect((await call('GET', `/data/classroom-management/${cliId}/evaluation`, undefined, otherTeacher)).statusCode).toBe(403);
  });
});
