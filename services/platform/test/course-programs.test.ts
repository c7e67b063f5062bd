import { createTestDatabase, TEST_SESSION_SECRET, type TestDatabase } from '@atrium/service-core/testing';
import type { CourseProgramEnrollment } from '@atrium/reports-contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildPlatformApp, prepareDatabase } from '../src';

// Course programmes (document 002 §3, §4; document 001 §4; decision 0252) across the areas that hold them: the sales
// area's enrolments create, cancel and swap real classroom seats and e-learning licences through the published
// functions, so these tests run on the composed platform.

let database: TestDatabase;
let app: FastifyInstance;
const cookies: Record<string, string> = {};
type Named =
  | 'nordsjo'
  | 'atrium'
  | 'learner'
  | 'other'
  | 'firstAid'
  | 'fire'
  | 'firstAidSoon'
  | 'firstAidLater'
  | 'firstAidFull'
  | 'fireSoon'
  | 'cmi5'
  | 'scorm'
  | 'spare'
  | 'closed';
const ids = {} as Record<Named, number>;

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(database.db)).rows[0]!;

async function signIn(username: string) {
  const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password: 'atrium123' } });
  return String(login.headers['set-cookie']).split(';')[0] ?? '';
}

const inDays = (days: number) => sql`current_date + ${days}::int`;
async function instance(courseId: number, startsIn: number, maxParticipants = 10) {
  return (
    await one(sql<{ id: number }>`
      insert into classroom.classroom_course_instance (classroom_course_id, status, start_date, end_date, max_participants)
      values (${courseId}, 3, ${inDays(startsIn)}, ${inDays(startsIn)}, ${maxParticipants}) returning id`)
  ).id;
}
async function ecourse(name: string, packageType: string | null, canStart = true) {
  const pkg =
    packageType === null
      ? null
      : (
          await one(sql<{ id: number }>`
            insert into elearning.package (launch_path, storage_key, title, type)
            values ('index.html', ${`test/${name}`}, ${name}, ${packageType}) returning id`)
        ).id;
  return (
    await one(sql<{ id: number }>`
      insert into elearning.ecourse (internal_name, package_id, can_start) values (${name}, ${pkg}, ${canStart}) returning id`)
  ).id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.db, { seedDemo: true });
  app = await buildPlatformApp({ db: database.db, logger: false, sessionSecret: TEST_SESSION_SECRET, root: '/nonexistent' });
  await app.ready();
  for (const user of ['admin', 'staff', 'companyadmin']) cookies[user] = await signIn(user);
  const customer = async (name: string) => (await one(sql<{ id: number }>`select id from company.customer where name = ${name}`)).id;
  const person = async (username: string) => (await one(sql<{ id: number }>`select id from users.users where username = ${username}`)).id;
  Object.assign(ids, {
    nordsjo: await customer('Nordsjø Energi AS'),
    atrium: await customer('Atrium Kurs AS'),
    learner: await person('svensk'),
    other: await person('eca'),
  });
  const classroomCourse = async (name: string) =>
    (await one(sql<{ id: number }>`insert into classroom.classroom_course (internal_name) values (${name}) returning id`)).id;
  ids.firstAid = await classroomCourse('Programme first aid');
  ids.fire = await classroomCourse('Programme fire drill');
  ids.firstAidSoon = await instance(ids.firstAid, 30);
  ids.firstAidLater = await instance(ids.firstAid, 60);
  ids.firstAidFull = await instance(ids.firstAid, 70, 0);
  ids.fireSoon = await instance(ids.fire, 40);
  ids.cmi5 = await ecourse('Programme cmi5', 'cmi5');
  ids.scorm = await ecourse('Programme scorm', 'scorm12');
  ids.spare = await ecourse('Programme spare', null);
  ids.closed = await ecourse('Programme closed', null, false);
}, 180_000);

afterAll(async () => {
  await app.close();
  await database.drop();
});

const call = (user: string | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/reports/data/${url}`, headers: user ? { cookie: cookies[user]! } : {}, ...(payload ? { payload } : {}) });
const enrolments = async (user: string, userId: number) =>
  (await call(user, 'GET', `atriumusersearch/user/courseProgram/enrollments/${userId}`)).json<CourseProgramEnrollment[]>();
const licenseOf = (enrollment: CourseProgramEnrollment, courseId: number, courseType = 'CLASSROOM') =>
  enrollment.courses.find((c) => c.courseId === courseId && c.courseType === courseType)!.licenseId!;
const participant = (id: number) =>
  one(sql<{ status: string; as_part_of_course_program: boolean; cli_id: number }>`
    select status, as_part_of_course_program, cli_id from classroom.participant where id = ${id}`);
const elearningLicense = (id: number) =>
  one(sql<{ cancelled: boolean; as_part_of_course_program: boolean; ecourse_id: number }>`
    select cancelled, as_part_of_course_program, ecourse_id from elearning.license where id = ${id}`);

async function createProgram(title: string, courses: [string, number][]) {
  const res = await call('staff', 'POST', 'courseprograms', {
    title,
    courses: courses.map(([courseType, courseId]) => ({ courseType, courseId })),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

describe('programmes', () => {
  it('are course staff’s: 401 signed out, 403 for a company admin', async () => {
    expect((await call(undefined, 'GET', 'courseprograms')).statusCode).toBe(401);
    expect((await call('companyadmin', 'GET', 'courseprograms')).statusCode).toBe(403);
    expect((await call('companyadmin', 'POST', 'courseprograms', { title: 'X', courses: [] })).statusCode).toBe(403);
  });

  it('refuse bad input with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ title: ' ', courses: [{ courseType: 'ELEARNING', courseId: ids.cmi5 }] }, 'title'],
      [{ title: 'P', courses: [] }, 'courses'],
      [{ title: 'P', courses: [{ courseType: 'VIDEO', courseId: 1 }] }, 'courses.0.courseType'],
      [{ title: 'P', courses: [{ courseType: 'ELEARNING', courseId: 999999 }] }, 'courses.0.courseId'],
      [
        {
          title: 'P',
          courses: [
            { courseType: 'ELEARNING', courseId: ids.cmi5 },
            { courseType: 'ELEARNING', courseId: ids.cmi5 },
          ],
        },
        'courses',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await call('staff', 'POST', 'courseprograms', payload);
      expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
      expect(res.json().message).toContain(field);
    }
  });

  it('list their courses by name, in order, and offer the open instances of their classroom courses', async () => {
    const id = await createProgram('Listed', [
      ['ELEARNING', ids.cmi5],
      ['CLASSROOM', ids.firstAid],
    ]);
    const programs = (await call('staff', 'GET', 'courseprograms')).json<{ id: number; title: string; courses: unknown[] }[]>();
    expect(programs.find((p) => p.id === id)).toMatchObject({
      title: 'Listed',
      enrolled: 0,
      courses: [
        { courseType: 'ELEARNING', courseId: ids.cmi5, name: 'Programme cmi5' },
        { courseType: 'CLASSROOM', courseId: ids.firstAid, name: 'Programme first aid' },
      ],
    });
    const instances = (await call('staff', 'GET', `courseprograms/${id}/instances`)).json<{ id: number }[]>();
    // The full instance offers no seat.
    expect(instances.map((i) => i.id)).toEqual([ids.firstAidSoon, ids.firstAidLater]);
  });
});

it('has a demo programme with its own demo learner, PENDING on a classroom seat', async () => {
  const petra = (await one(sql<{ id: number }>`select id from users.users where username = 'programme'`)).id;
  expect(await enrolments('staff', petra)).toMatchObject([
    {
      courseProgramTitle: 'Offshore starter',
      status: 'PENDING',
      ongoing: true,
      courses: [
        { courseType: 'ELEARNING', name: 'Introduction to geology (cmi5)', licenseState: 'open', swappable: true },
        { courseType: 'CLASSROOM', licenseId: null, licenseState: 'none', swappable: false },
      ],
    },
  ]);
});

describe('an enrolment', () => {
  let programId: number;
  let enrollment: CourseProgramEnrollment;

  beforeAll(async () => {
    programId = await createProgram('Offshore starter', [
      ['CLASSROOM', ids.firstAid],
      ['ELEARNING', ids.cmi5],
      ['ELEARNING', ids.scorm],
      ['CLASSROOM', ids.fire],
    ]);
  });

  it('refuses bad input with 400 naming the field, and a company admin (403)', async () => {
    const url = `courseprograms/${programId}/enrollments`;
    expect((await call('companyadmin', 'POST', url, { userId: ids.learner, customerId: ids.nordsjo })).statusCode).toBe(403);
    const cases: [object, string][] = [
      [{ userId: 'x', customerId: ids.nordsjo }, 'userId'],
      [{ userId: 99999999, customerId: ids.nordsjo }, 'userId'],
      [{ userId: ids.learner, customerId: 99999999 }, 'customerId'],
      [
        { userId: ids.learner, customerId: ids.nordsjo, seats: [{ classroomCourseId: ids.fire, instanceId: ids.firstAidSoon }] },
        'seats.0.instanceId',
      ],
      [
        { userId: ids.learner, customerId: ids.nordsjo, seats: [{ classroomCourseId: 999, instanceId: ids.firstAidSoon }] },
        'seats.0.classroomCourseId',
      ],
      [
        { userId: ids.learner, customerId: ids.nordsjo, seats: [{ classroomCourseId: ids.firstAid, instanceId: ids.firstAidFull }] },
        'seats.0.instanceId',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await call('staff', 'POST', url, payload);
      expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
      expect(res.json().message).toContain(field);
    }
    expect(
      (await call('staff', 'POST', 'courseprograms/999999/enrollments', { userId: ids.learner, customerId: ids.nordsjo })).statusCode,
    ).toBe(404);
  });

  it('creates one licence per course, flagged as the programme’s; a classroom course without a seat makes it PENDING', async () => {
    const res = await call('staff', 'POST', `courseprograms/${programId}/enrollments`, {
      userId: ids.learner,
      customerId: ids.nordsjo,
      seats: [{ classroomCourseId: ids.firstAid, instanceId: ids.firstAidSoon }],
    });
    expect(res.statusCode).toBe(201);
    enrollment = res.json<CourseProgramEnrollment>();
    expect(enrollment).toMatchObject({
      courseProgramTitle: 'Offshore starter',
      userId: ids.learner,
      customerId: ids.nordsjo,
      status: 'PENDING',
      completed: false,
      ongoing: true,
    });
    expect(enrollment.courses.map((c) => [c.courseType, c.courseId, c.licenseState])).toEqual([
      ['CLASSROOM', ids.firstAid, 'open'],
      ['ELEARNING', ids.cmi5, 'open'],
      ['ELEARNING', ids.scorm, 'open'],
      ['CLASSROOM', ids.fire, 'none'],
    ]);
    expect(await participant(licenseOf(enrollment, ids.firstAid))).toMatchObject({
      status: 'enrolled',
      as_part_of_course_program: true,
      cli_id: ids.firstAidSoon,
    });
    expect(await elearningLicense(licenseOf(enrollment, ids.cmi5, 'ELEARNING'))).toMatchObject({ as_part_of_course_program: true });
  });

  it('is made once for a person and customer, also when asked at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('staff', 'POST', `courseprograms/${programId}/enrollments`, { userId: ids.other, customerId: ids.atrium }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe('courseProgram.enrol.already');
    const counted = await one(sql<{ n: number }>`
      select count(*)::int as n from elearning.license where user_id = ${ids.other} and ecourse_id = ${ids.cmi5} and not cancelled`);
    expect(counted.n).toBe(1);
  });

  it('is listed for the person, to course staff and to a company admin of its customer only', async () => {
    expect((await call(undefined, 'GET', `atriumusersearch/user/courseProgram/enrollments/${ids.learner}`)).statusCode).toBe(401);
    expect((await call('staff', 'GET', 'atriumusersearch/user/courseProgram/enrollments/x')).json().message).toContain('userId');
    expect((await enrolments('staff', ids.learner)).map((e) => e.enrollmentId)).toEqual([enrollment.enrollmentId]);
    expect((await enrolments('companyadmin', ids.learner)).map((e) => e.enrollmentId)).toEqual([enrollment.enrollmentId]);
    // The other person's enrolment is Atrium Kurs AS's, not Nordsjø Energi's.
    expect(await enrolments('companyadmin', ids.other)).toEqual([]);
    const theirs = (await enrolments('staff', ids.other))[0]!;
    expect(
      (await call('companyadmin', 'POST', `atriumusersearch/user/courseProgram/enrollments/${theirs.enrollmentId}/cancel`)).statusCode,
    ).toBe(404);
  });

  it('swaps an e-learning course in PENDING, directly only for an ongoing licence not of the scorm type', async () => {
    const cmi5 = licenseOf(enrollment, ids.cmi5, 'ELEARNING');
    const scorm = licenseOf(enrollment, ids.scorm, 'ELEARNING');
    const available = await call('staff', 'POST', 'atriumusersearch/courseProgram/swapElearningCourse/availableElearningCourses', {
      licenseId: cmi5,
    });
    // Not the programme's own e-courses, not one that cannot start.
    expect(available.json<{ id: number }[]>().map((c) => c.id)).toContain(ids.spare);
    expect(available.json<{ id: number }[]>().map((c) => c.id)).not.toContain(ids.closed);
    expect(available.json<{ id: number }[]>().map((c) => c.id)).not.toContain(ids.scorm);
    const refused = await call('staff', 'POST', 'atriumusersearch/courseProgram/swapElearningCourse/swap', {
      licenseId: scorm,
      swapToElearningCourseId: ids.spare,
    });
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'courseProgram.swap.notDirect']);
    const notOffered = await call('staff', 'POST', 'atriumusersearch/courseProgram/swapElearningCourse/swap', {
      licenseId: cmi5,
      swapToElearningCourseId: ids.closed,
    });
    expect([notOffered.statusCode, notOffered.json().message]).toEqual([409, 'courseProgram.swap.notAvailable']);
    const swapped = await call('companyadmin', 'POST', 'atriumusersearch/courseProgram/swapElearningCourse/swap', {
      licenseId: cmi5,
      swapToElearningCourseId: ids.spare,
    });
    expect(swapped.statusCode).toBe(200);
    enrollment = swapped.json<CourseProgramEnrollment>();
    expect(enrollment.status).toBe('PENDING');
    expect(enrollment.courses[1]).toMatchObject({ courseType: 'ELEARNING', courseId: ids.spare, licenseState: 'open' });
    expect(await elearningLicense(cmi5)).toMatchObject({ cancelled: true });
    expect(await elearningLicense(enrollment.courses[1]!.licenseId!)).toMatchObject({
      ecourse_id: ids.spare,
      as_part_of_course_program: true,
    });
    // The old licence now belongs to nothing a swap can name.
    const again = await call('staff', 'POST', 'atriumusersearch/courseProgram/swapElearningCourse/swap', {
      licenseId: cmi5,
      swapToElearningCourseId: ids.cmi5,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a classroom swap while PENDING, then the last seat chosen makes it ENROLLED', async () => {
    const seat = licenseOf(enrollment, ids.firstAid);
    const refused = await call('staff', 'POST', 'atriumusersearch/courseProgram/swapClassroomCourse/swap', {
      licenseId: seat,
      swapToClassroomCourseId: ids.firstAidLater,
    });
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'courseProgram.swap.classroomStatus']);
    const url = `atriumusersearch/user/courseProgram/enrollments/${enrollment.enrollmentId}/seat`;
    const bad = await call('staff', 'POST', url, { classroomCourseId: 'fire', instanceId: ids.fireSoon });
    expect([bad.statusCode, bad.json().message.includes('classroomCourseId')]).toEqual([400, true]);
    const chosen = await call('staff', 'POST', url, { classroomCourseId: ids.fire, instanceId: ids.fireSoon });
    expect(chosen.statusCode).toBe(200);
    enrollment = chosen.json<CourseProgramEnrollment>();
    expect(enrollment.status).toBe('ENROLLED');
    expect((await call('staff', 'POST', url, { classroomCourseId: ids.fire, instanceId: ids.fireSoon })).statusCode).toBe(409);
  });

  it('swaps a classroom seat in ENROLLED to another open instance, under the cancellation rules unless staff ignore them', async () => {
    const seat = licenseOf(enrollment, ids.firstAid);
    const available = await call('companyadmin', 'POST', 'atriumusersearch/courseProgram/swapClassroomCourse/availableClassroomCourses', {
      licenseId: seat,
    });
    expect(available.json<{ id: number }[]>().map((i) => i.id)).toEqual([ids.firstAidLater]);
    // A late cancel costs a fee: the seat's cancellation rules now refuse the swap.
    await sql`update classroom.participant set cancellation_fee = 50000 where id = ${seat}`.execute(database.db);
    const body = { licenseId: seat, swapToClassroomCourseId: ids.firstAidLater };
    const refused = await call('companyadmin', 'POST', 'atriumusersearch/courseProgram/swapClassroomCourse/swap', body);
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'courseProgram.swap.cancellationRules']);
    const notTheirs = await call('companyadmin', 'POST', 'atriumusersearch/courseProgram/swapClassroomCourse/swap', {
      ...body,
      ignoreCancellationRules: true,
    });
    expect(notTheirs.statusCode).toBe(403);
    const full = await call('staff', 'POST', 'atriumusersearch/courseProgram/swapClassroomCourse/swap', {
      ...body,
      swapToClassroomCourseId: ids.firstAidFull,
      ignoreCancellationRules: true,
    });
    expect([full.statusCode, full.json().message]).toEqual([409, 'courseProgram.swap.notAvailable']);
    const swapped = await call('staff', 'POST', 'atriumusersearch/courseProgram/swapClassroomCourse/swap', {
      ...body,
      ignoreCancellationRules: true,
    });
    expect(swapped.statusCode).toBe(200);
    enrollment = swapped.json<CourseProgramEnrollment>();
    expect(await participant(seat)).toMatchObject({ status: 'cancelled' });
    expect(await participant(licenseOf(enrollment, ids.firstAid))).toMatchObject({
      status: 'enrolled',
      cli_id: ids.firstAidLater,
      as_part_of_course_program: true,
    });
  });

  it('keeps its licences from being cancelled alone, in both areas', async () => {
    const classroom = await app.inject({
      method: 'DELETE',
      url: `/api/classroom/data/atriumusersearch/classroomlicense/${licenseOf(enrollment, ids.fire)}/${ids.learner}`,
      headers: { cookie: cookies.admin! },
    });
    expect([classroom.statusCode, classroom.json().message]).toEqual([409, 'license.cancel.partOfCourseProgram']);
    const elearning = await app.inject({
      method: 'DELETE',
      url: `/api/elearning/data/atriumusersearch/elearninglicense/${licenseOf(enrollment, ids.scorm, 'ELEARNING')}/${ids.learner}/false`,
      headers: { cookie: cookies.admin! },
    });
    expect([elearning.statusCode, elearning.json().message]).toEqual([409, 'license.cancel.partOfCourseProgram']);
  });

  it('is cancelled with its licences at once, however many cancels run together; then it is finished', async () => {
    const url = `atriumusersearch/user/courseProgram/enrollments/${enrollment.enrollmentId}/cancel`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('companyadmin', 'POST', url)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const cancelled = answers[0]!.json<CourseProgramEnrollment>();
    expect(cancelled).toMatchObject({ status: 'CANCELLED', completed: false, ongoing: false });
    expect(cancelled.courses.map((c) => c.licenseState)).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled']);
    expect(cancelled.courses.every((c) => !c.swappable)).toBe(true);
    expect(await participant(licenseOf(cancelled, ids.fire))).toMatchObject({ status: 'cancelled' });
    expect(await elearningLicense(licenseOf(cancelled, ids.scorm, 'ELEARNING'))).toMatchObject({ cancelled: true });
    const swap = await call('staff', 'POST', 'atriumusersearch/courseProgram/swapElearningCourse/swap', {
      licenseId: licenseOf(cancelled, ids.scorm, 'ELEARNING'),
      swapToElearningCourseId: ids.cmi5,
    });
    expect([swap.statusCode, swap.json().message]).toEqual([409, 'courseProgram.swap.elearningStatus']);
    // A cancelled enrolment leaves the person free to enrol again.
    const again = await call('staff', 'POST', `courseprograms/${programId}/enrollments`, {
      userId: ids.learner,
      customerId: ids.nordsjo,
      seats: [
        { classroomCourseId: ids.firstAid, instanceId: ids.firstAidSoon },
        { classroomCourseId: ids.fire, instanceId: ids.fireSoon },
      ],
    });
    expect(again.statusCode).toBe(201);
    expect(again.json<CourseProgramEnrollment>().status).toBe('ENROLLED');
  });

  it('is APPROVED and completed when every licence is passed, finished, and no longer cancellable', async () => {
    const id = await createProgram('Short one', [
      ['CLASSROOM', ids.fire],
      ['ELEARNING', ids.spare],
    ]);
    const made = await call('staff', 'POST', `courseprograms/${id}/enrollments`, {
      userId: ids.other,
      customerId: ids.atrium,
      seats: [{ classroomCourseId: ids.fire, instanceId: ids.fireSoon }],
    });
    const enrolled = made.json<CourseProgramEnrollment>();
    await sql`update elearning.license set started = now(), completed = now() where id = ${licenseOf(enrolled, ids.spare, 'ELEARNING')}`.execute(
      database.db,
    );
    const halfway = (await enrolments('staff', ids.other)).find((e) => e.enrollmentId === enrolled.enrollmentId)!;
    expect(halfway).toMatchObject({ status: 'ENROLLED', completed: false, ongoing: true });
    await sql`update classroom.participant set status = 'approved', approved = current_date where id = ${licenseOf(enrolled, ids.fire)}`.execute(
      database.db,
    );
    const done = (await enrolments('staff', ids.other)).find((e) => e.enrollmentId === enrolled.enrollmentId)!;
    expect(done).toMatchObject({ status: 'APPROVED', completed: true, ongoing: false });
    expect(done.courses.map((c) => c.licenseState)).toEqual(['passed', 'passed']);
    const cancel = await call('staff', 'POST', `atriumusersearch/user/courseProgram/enrollments/${enrolled.enrollmentId}/cancel`);
    expect([cancel.statusCode, cancel.json().message]).toEqual([409, 'courseProgram.cancel.finished']);
  });
});
