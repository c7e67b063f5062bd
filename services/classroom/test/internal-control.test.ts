import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import type { InternalControl } from '@atrium/classroom-contract';
import { classroomModule } from '../src';
import { classroomDb } from '../src/db';
import { insertCourse } from './fixtures';
import { expectRefusedField, insertInstance, insertParticipants, PEOPLE, publishPeople } from './participant-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 2 });
const instructor = sessionCookie({ roles: ['instructor'], userId: 5 });
let courseId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  await publishPeople(database.db, PEOPLE);
  courseId = await insertCourse(database.db, { name: 'Internal control' });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const url = (cliId: number) => `/api/classroom/data/classroom-management/${cliId}/internalControl`;
const read = async (cliId: number) => (await app.inject({ url: url(cliId), headers: { cookie: staff } })).json() as InternalControl;
const confirm = (cliId: number, payload: object, cookie = staff) =>
  app.inject({ method: 'POST', url: url(cliId), headers: { cookie }, payload });
const openOf = (control: InternalControl) =>
  Object.fromEntries(control.checks.filter((check) => !check.ok).map((check) => [check.key, check.open]));
const setItem = (cliId: number, key: string, done: boolean | null) =>
  app.inject({
    method: 'POST',
    url: `/api/classroom/data/classroom-management/${cliId}/updateWorkItem`,
    headers: { cookie: staff },
    payload: { key, done },
  });

describe('internal control (decision 0225)', () => {
  it('lists what keeps a course from being closed: not over, statuses, results, signatures, report and work items', async () => {
    const cliId = await insertInstance(database.db, courseId, { from: 5 });
    await classroomDb(database.db)
      .updateTable('classroom_course_instance')
      .set({ instance_has_pre_score: true })
      .where('id', '=', cliId)
      .execute();
    await insertParticipants(database.db, cliId, [
      { userId: 1, status: 'approved' },
      { userId: 2, status: 'signed' },
      { userId: 3, status: 'absent' },
      { userId: 4, status: 'cancelled' },
    ]);
    const control = await read(cliId);
    expect(control.checks.map((check) => check.key)).toEqual([
      'courseEnded',
      'statusesFinal',
      'resultsRegistered',
      'participantListSigned',
      'courseReportSent',
      'workItemsDone',
    ]);
    expect(openOf(control)).toEqual({
      courseEnded: [expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)],
      statusesFinal: ['Berit Bakke'],
      // Absent and cancelled people need no result or signature.
      resultsRegistered: ['Ada Admin', 'Berit Bakke'],
      participantListSigned: ['Ada Admin', 'Berit Bakke'],
      courseReportSent: ['courseReportSent'],
      workItemsDone: ['registerResults', 'uploadPreTest', 'uploadPostTest', 'uploadScannedEvaluations'],
    });
    expect(control.confirmed).toBeNull();
  });

  it('passes a finished course, and counts work items marked not required (false) as settled', async () => {
    const cliId = await insertInstance(database.db, courseId, { from: -3, to: -1 });
    await insertParticipants(database.db, cliId, [{ userId: 1, status: 'approved' }]);
    for (const key of ['signParticipantList', 'uploadPreTest', 'uploadPostTest', 'uploadScannedEvaluations'])
      await setItem(cliId, key, false);
    for (const key of ['registerResults', 'courseReportSent']) await setItem(cliId, key, true);
    const control = await read(cliId);
    expect(openOf(control)).toEqual({});
    const res = await confirm(cliId, {});
    expect(res.statusCode).toBe(200);
    expect((res.json() as InternalControl).confirmed).toMatchObject({ by: 2, byName: 'Berit Bakke', comment: null, openChecks: [] });
  });

  it('needs a comment to confirm with checks open, keeps which were open, and a later confirmation replaces it', async () => {
    const cliId = await insertInstance(database.db, courseId, { from: -3, to: -1 });
    await insertParticipants(database.db, cliId, [{ userId: 1, status: 'enrolled' }]);
    expectRefusedField(await confirm(cliId, {}), 'comment');
    expectRefusedField(await confirm(cliId, { comment: '   ' }), 'comment');
    expectRefusedField(await confirm(cliId, { comment: 'x'.repeat(2001) }), 'comment');
    expect((await read(cliId)).confirmed).toBeNull();
    const first = (await confirm(cliId, { comment: 'Results come by post' })).json() as InternalControl;
    expect(first.confirmed).toMatchObject({
      comment: 'Results come by post',
      openChecks: expect.arrayContaining(['statusesFinal', 'courseReportSent']),
    });
    const again = await Promise.all([confirm(cliId, { comment: 'Checked again' }), confirm(cliId, { comment: 'Checked again' })]);
    expect(again.map((res) => res.statusCode)).toEqual([200, 200]);
    expect((await read(cliId)).confirmed?.comment).toBe('Checked again');
    expect(
      await classroomDb(database.db).selectFrom('internal_control').select('cli_id').where('cli_id', '=', cliId).execute(),
    ).toHaveLength(1);
  });

  it('is for course staff only, and answers 404 for an unknown instance and 400 for a bad id', async () => {
    const cliId = await insertInstance(database.db, courseId, { from: -3 });
    expect((await app.inject({ url: url(cliId) })).statusCode).toBe(401);
    expect((await app.inject({ url: url(cliId), headers: { cookie: instructor } })).statusCode).toBe(403);
    expect((await confirm(cliId, { comment: 'x' }, instructor)).statusCode).toBe(403);
    expect((await app.inject({ url: url(999999), headers: { cookie: staff } })).statusCode).toBe(404);
    expect((await confirm(999999, { comment: 'x' })).statusCode).toBe(404);
    expectRefusedField(
      await app.inject({ url: '/api/classroom/data/classroom-management/abc/internalControl', headers: { cookie: staff } }),
      'instanceId',
    );
  });
});
