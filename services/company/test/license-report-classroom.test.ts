import type { Role } from '@atrium/service-core';
import { buildTestApp, createTestDatabase, sessionCookie, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import { companyModule } from '../src';
import { publishLicenseStandIns, seedLicenses } from './license-report-fixtures';

// Decision 0224: classroom participants (the classroom area's published view) in the company's license reports.
let database: TestDatabase;
let app: FastifyInstance;

const nordsjoAdmin = sessionCookie({ roles: ['companyadmin'], userId: 12, customerId: 2 });
const svenskAdmin = sessionCookie({ roles: ['companyadmin'], userId: 13, customerId: 3 });

beforeAll(async () => {
  database = await createTestDatabase();
  await publishLicenseStandIns(database.db);
  app = await buildTestApp(database.db, [companyModule]);
  await companyModule.seedDemo!(database.db);
  await seedLicenses(database.db);
  // Participant ids 1-4 on purpose: the same numbers as e-learning licenses, told apart by course type.
  await sql`insert into published.classroom_diploma_template values (9, 'Standard', 1, 'Atrium Kurs AS')`.execute(database.db);
  await sql`
    insert into published.classroom_participant (id, user_id, customer_id, course_id, course_name, started, completed,
      not_passed, cancelled, competence_expires, diploma_disabled, diploma_template_id) values
      (1, 30, 2, 50, 'First aid', now() - interval '20 days', now() - interval '19 days', false, false, current_date + 700, false, 9),
      (2, 31, 2, 51, 'Forklift', now() - interval '20 days', now() - interval '19 days', false, false, null, true, null),
      (3, 31, 2, 50, 'First aid', null, null, false, false, null, false, 9),
      (4, 40, 3, 50, 'First aid', now() - interval '20 days', now() - interval '19 days', false, false, null, false, 9)`.execute(
    database.db,
  );
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/** The pages' drawing instructions, decompressed: pdf-lib writes a standard font's text in them as hex codes. */
function pageTexts(pdf: PDFDocument): string {
  return pdf.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) => (object instanceof PDFRawStream ? [Buffer.from(decodePDFRawStream(object).decode()).toString('latin1')] : []))
    .join('\n');
}

const post = (url: string, cookie: string, payload: unknown) =>
  app.inject({ method: 'POST', url: `/api/company${url}`, headers: { cookie }, payload: payload as object });

async function rows(cookie: string, search: object): Promise<string[]> {
  const res = await post('/data/my-company/licenses/search', cookie, search);
  expect(res.statusCode).toBe(200);
  return (res.json().licenses as { courseType: string; licenseId: number }[]).map((row) => `${row.courseType}-${row.licenseId}`).sort();
}

describe('classroom participants in the license search', () => {
  it('lists them beside e-learning licenses, for the admin’s own customer only', async () => {
    const nordsjo = await rows(nordsjoAdmin, { licenseReportType: 'ALL_LICENSES' });
    expect(nordsjo.filter((key) => key.startsWith('CLASSROOM'))).toEqual(['CLASSROOM-1', 'CLASSROOM-2', 'CLASSROOM-3']);
    expect(nordsjo).toContain('ELEARNING-1');
    expect(await rows(svenskAdmin, { licenseReportType: 'ALL_LICENSES' })).toEqual(['CLASSROOM-4', 'ELEARNING-8']);
  });

  it('filters by classroom or e-learning and by a classroom course', async () => {
    expect(await rows(nordsjoAdmin, { licenseReportType: 'COURSE_NOT_STARTED', classroomOrElearning: 'CLASSROOM' })).toEqual([
      'CLASSROOM-3',
    ]);
    expect(await rows(nordsjoAdmin, { licenseReportType: 'COURSE_NOT_STARTED', classroomOrElearning: 'ELEARNING' })).toEqual([
      'ELEARNING-3',
      'ELEARNING-6',
    ]);
    expect(await rows(nordsjoAdmin, { licenseReportType: 'ALL_LICENSES', course: { id: 50, courseType: 'CLASSROOM' } })).toEqual([
      'CLASSROOM-1',
      'CLASSROOM-3',
    ]);
  });

  it('offers diplomas only where the course gives them, and lists participants to cancel and to remind (decision 0233)', async () => {
    const diplomas = await rows(nordsjoAdmin, { licenseReportType: 'DOWNLOAD_DIPLOMA', dateFrom: '2000-01-01', dateTo: '2099-01-01' });
    expect(diplomas).toContain('CLASSROOM-1');
    expect(diplomas).not.toContain('CLASSROOM-2');
    const cancellable = await rows(nordsjoAdmin, { licenseReportType: 'CANCEL_LICENSE' });
    expect(cancellable.filter((key) => key.startsWith('CLASSROOM'))).toEqual(['CLASSROOM-3']);
    const reminders = await rows(nordsjoAdmin, {
      licenseReportType: 'SEND_COURSE_SOON_EXPIRES_REMINDER',
      dateFrom: '2000-01-01',
      dateTo: '2099-01-01',
    });
    expect(reminders.filter((key) => key.startsWith('CLASSROOM'))).toEqual(['CLASSROOM-1']);
  });
});

it('counts classroom courses on the company home beside e-learning ones', async () => {
  const res = await app.inject({ url: '/api/company/data/my-company', headers: { cookie: nordsjoAdmin } });
  expect(res.json().products).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        courseType: 'CLASSROOM',
        courseId: 50,
        courseTitle: 'First aid',
        licenses: 2,
        completed: 1,
        notStarted: 1,
      }),
      expect.objectContaining({ courseType: 'ELEARNING', courseId: 5, courseTitle: 'Working at heights' }),
    ]),
  );
});

describe('classroom diplomas', () => {
  const download = (cookie: string, body: object) => post('/web/data/my-company/licenses/diplomas', cookie, body);

  it('gives a participant’s diploma, issued by the template’s course provider, apart from the license with the same id', async () => {
    const res = await download(nordsjoAdmin, { licenseIds: [1], participantIds: [1, 2, 3] });
    expect(res.statusCode).toBe(200);
    // License 1 and participant 1; participant 2's course gives no diploma, participant 3 has not passed.
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    expect(pageTexts(pdf)).toContain(Buffer.from('Issued by Atrium Kurs AS', 'latin1').toString('hex').toUpperCase());
    const issued = await sql<{ course_type: string; license_id: number; course_name: string }>`
      select course_type, license_id, course_name from company.diploma order by course_type, license_id`.execute(database.db);
    expect(issued.rows).toEqual([
      { course_type: 'CLASSROOM', license_id: 1, course_name: 'First aid' },
      { course_type: 'ELEARNING', license_id: 1, course_name: 'Working at heights' },
    ]);
  });

  it('gives company admin A no diploma of B’s participant, and names an empty selection', async () => {
    expect((await download(nordsjoAdmin, { participantIds: [4] })).statusCode).toBe(404);
    expect((await download(svenskAdmin, { participantIds: [1] })).statusCode).toBe(404);
    expect((await download(svenskAdmin, { participantIds: [4] })).statusCode).toBe(200);
    const empty = await download(nordsjoAdmin, { licenseIds: [], participantIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty(['body.licenseIds']);
    const learner = sessionCookie({ roles: [] as Role[], userId: 30, customerId: 2 });
    expect((await download(learner, { participantIds: [1] })).statusCode).toBe(403);
  });

  it('lays a diploma out from its template in the holder’s language, else in English (decision 0233)', async () => {
    await sql`
      insert into published.classroom_diploma_template_text values
        (9, 'nb_NO', 'Kursbevis', '{name} har fullført {course} ({hours} timer) den {date}.', 'Kurs AS avd. Bergen', 'Kari Leder, daglig leder'),
        (9, 'en_US', 'Certificate', '{name} completed {course} on {date}.', '', 'Kari Leder, CEO')`.execute(database.db);
    await sql`insert into published.classroom_course_hours values (50, 7.5)`.execute(database.db);
    await sql`update published.users_person set locale = 'nb_NO' where id = 30`.execute(database.db);
    await sql`update published.users_person set locale = 'sv_SE' where id = 40`.execute(database.db);
    const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();
    const day = (daysAgo: number, locale: 'nb' | 'sv') => {
      const iso = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      const [year, month, date] = iso.split('-');
      return locale === 'sv' ? iso : `${date}.${month}.${year}`;
    };

    const norwegian = pageTexts(await PDFDocument.load((await download(nordsjoAdmin, { participantIds: [1] })).rawPayload));
    expect(norwegian).toContain(hex('Kursbevis'));
    expect(norwegian).toContain(hex(`Ola Nordmann har fullført First aid (7,5 timer) den ${day(19, 'nb')}.`));
    expect(norwegian).toContain(hex('Kurs AS avd. Bergen'));
    expect(norwegian).toContain(hex('Kari Leder, daglig leder'));
    expect(norwegian).toContain(hex('Kursbevisets kode: '));
    // The address anyone may check it at is the public check page, not the API (decision 0243).
    expect(norwegian).toMatch(new RegExp(hex('/diploma/')));

    // Sven reads Swedish, which the template has no text in: English, issued by the template's provider.
    const fallback = pageTexts(await PDFDocument.load((await download(svenskAdmin, { participantIds: [4] })).rawPayload));
    expect(fallback).toContain(hex('Certificate'));
    expect(fallback).toContain(hex('Sven Svensson completed First aid on'));
    expect(fallback).toContain(hex('Atrium Kurs AS'));
    expect(fallback).toContain(hex('Diploma code '));

    // An e-learning license is laid out from its e-course's template too, with the e-course's length (e-learning's
    // published.elearning_course_hours), never the classroom course's of the same id.
    await sql`update published.elearning_license set diploma_template_id = 9 where id = 1`.execute(database.db);
    await sql`insert into published.classroom_course_hours values (5, 99)`.execute(database.db);
    await sql`insert into published.elearning_course_hours values (5, 1.5)`.execute(database.db);
    const elearning = pageTexts(await PDFDocument.load((await download(nordsjoAdmin, { licenseIds: [1] })).rawPayload));
    expect(elearning).toContain(hex('Kursbevis'));
    expect(elearning).toContain(hex(`Ola Nordmann har fullført Working at heights (1,5 timer) den ${day(30, 'nb')}.`));
  });
});
