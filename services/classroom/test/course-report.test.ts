import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { sql } from 'kysely';
import { courseReportFormSchema, defaultReportLocale } from '@atrium/classroom-contract';
import { classroomModule } from '../src';
import { classroomDb } from '../src/db';
import { insertCourse, isoDay } from './fixtures';
import { expectRefusedField, insertInstance, insertParticipants, PEOPLE, publishPeople } from './participant-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
const staff = sessionCookie({ roles: ['staff'], userId: 2 });
const teacher = sessionCookie({ roles: ['instructor'], userId: 5 });
const otherTeacher = sessionCookie({ roles: ['instructor'], userId: 6 });
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
let cliId: number;
let ids: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  await publishPeople(database.db, PEOPLE);
  const courseId = await insertCourse(database.db, { name: 'Varme arbeider' });
  cliId = await insertInstance(database.db, courseId, { from: -2, maxParticipants: 10 });
  const db = classroomDb(database.db);
  const happening = await db
    .insertInto('classroom_happening')
    .values({ cli_id: cliId, date: isoDay(-2), from_time: '08:00:00', to_time: '15:00:00', room_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('classroom_happening_instructor').values({ happening_id: happening.id, instructor_id: 5 }).execute();
  ids = await insertParticipants(database.db, cliId, [
    { userId: 3, customerId: 2, status: 'approved' },
    { userId: 2, customerId: 1, status: 'signed' },
  ]);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const post = (url: string, payload: object | string, cookie = teacher, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: `/api/classroom${url}`, headers: { cookie, 'content-type': contentType }, payload });
const pdfOf = async (body: Buffer) => PDFDocument.load(body);

describe('the course report form (document 002 §5)', () => {
  it('defaults to the participant list and feedback without test results, trims the recipient and keeps only whole maximum scores', () => {
    const form = courseReportFormSchema.parse({
      recipientsEmail: '  ',
      maxScorePreTest: '12.5',
      maxScorePostTest: '20',
      recipientsEmailCustomText: 'Hi',
    });
    expect(form).toMatchObject({ includeParticipantList: true, includeParticipantFeedback: true, includeTestResults: false });
    expect(form.recipientsEmail).toBeUndefined();
    expect(form.maxScorePreTest).toBeUndefined();
    expect(form.maxScorePostTest).toBe(20);
    // The custom text is cleared unless add-custom-text is on.
    expect(form.recipientsEmailCustomText).toBe('');
    expect(courseReportFormSchema.parse({ addCustomText: 'true', recipientsEmailCustomText: 'Hi' }).recipientsEmailCustomText).toBe('Hi');
    expect([defaultReportLocale('NO'), defaultReportLocale('SE'), defaultReportLocale('INT')]).toEqual(['nb_NO', 'sv_SE', 'en_US']);
  });
});

describe('POST /web/data/kursrapport/{instanceId}', () => {
  it('answers a PDF in the chosen language, from a plain form post too', async () => {
    const res = await post(
      `/web/data/kursrapport/${cliId}`,
      'language=nb_NO&includeTestResults=true&maxScorePostTest=20',
      teacher,
      'application/x-www-form-urlencoded',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pdfOf(res.rawPayload)).getTitle()).toBe('Kursrapport: Varme arbeider');
    const english = await post(`/web/data/kursrapport/${cliId}`, { language: 'en_US' }, staff);
    expect((await pdfOf(english.rawPayload)).getTitle()).toBe('Course report: Varme arbeider');
  });

  it('is for those who run the instance: 401, 403, 404 and 400 naming the field', async () => {
    expect((await app.inject({ method: 'POST', url: `/api/classroom/web/data/kursrapport/${cliId}`, payload: {} })).statusCode).toBe(401);
    expect((await post(`/web/data/kursrapport/${cliId}`, {}, otherTeacher)).statusCode).toBe(403);
    expect((await post('/web/data/kursrapport/999999', {}, staff)).statusCode).toBe(404);
    expectRefusedField(await post(`/web/data/kursrapport/${cliId}`, { language: 'de_DE' }, staff), 'language');
  });
});

describe('POST /web/data/kursrapport/email/{instanceId}', () => {
  it('queues the report with the PDF attached, files it under the instance and marks the report sent', async () => {
    expectRefusedField(await post(`/web/data/kursrapport/email/${cliId}`, { recipientsEmail: ' ' }), 'recipientsEmail');
    const res = await post(`/web/data/kursrapport/email/${cliId}`, {
      recipientsEmail: ' Boss@Example.com ',
      language: 'sv_SE',
      addCustomText: true,
      recipientsEmailCustomText: 'Här är rapporten',
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await sql<{ to: string[]; subject: string; text: string; filename: string; content: Buffer }>`
      select o.to, o.subject, o.text, a.filename, a.content from classroom.outbox o
      join classroom.instance_email e on e.outbox_id = o.id and e.kind = 'courseReport'
      join classroom.outbox_attachment a on a.outbox_id = o.id
      where e.cli_id = ${cliId}`.execute(database.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      to: ['boss@example.com'],
      subject: 'Kursrapport: Varme arbeider',
      text: 'Här är rapporten\n',
      filename: `course-report-${cliId}.pdf`,
    });
    expect((await pdfOf(rows[0]!.content)).getTitle()).toBe('Kursrapport: Varme arbeider');
    const item = await classroomDb(database.db)
      .selectFrom('work_item')
      .select('done')
      .where('cli_id', '=', cliId)
      .where('key', '=', 'courseReportSent')
      .executeTakeFirst();
    expect(item?.done).toBe(true);
  });
});

describe('GET /web/data/participantlist/{instanceId}/{locale}/{customer}', () => {
  it('draws each participant, and the signature image of those who signed', async () => {
    const unsigned = await app.inject({
      method: 'GET',
      url: `/api/classroom/web/data/participantlist/${cliId}/en_US/all?type=roomsign`,
      headers: { cookie: teacher },
    });
    expect(unsigned.statusCode).toBe(200);
    expect((await pdfOf(unsigned.rawPayload)).getTitle()).toBe('Participant list: Varme arbeider');
    expect(unsigned.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
    await post('/data/instructors/classroom-management/add-signature', { licenseId: ids[0], dataUrl: `data:image/png;base64,${PNG_1X1}` });
    const signed = await app.inject({
      method: 'GET',
      url: `/api/classroom/web/data/participantlist/${cliId}/nb_NO/2`,
      headers: { cookie: teacher },
    });
    expect((await pdfOf(signed.rawPayload)).getTitle()).toBe('Deltakerliste: Varme arbeider');
    expect(signed.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });

  it('refuses a locale outside the report languages and a customer that is not a number', async () => {
    const bad = await app.inject({
      method: 'GET',
      url: `/api/classroom/web/data/participantlist/${cliId}/de_DE/all`,
      headers: { cookie: staff },
    });
    expectRefusedField(bad, 'locale');
    const customer = await app.inject({
      method: 'GET',
      url: `/api/classroom/web/data/participantlist/${cliId}/en_US/x`,
      headers: { cookie: staff },
    });
    expectRefusedField(customer, 'customer');
  });
});
