import { buildTestApp, createTestDatabase, sessionCookie, startTestMailDelivery, type TestDatabase } from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { companyModule } from '../src';
import { publishLicenseStandIns, seedLicenses } from './license-report-fixtures';

// Decision 0233: the company's license screens cancel and remind classroom participants too, through the function the
// classroom area publishes and the company's own reminder record, only ever for the admin's own customer.
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
  // Participant 1 has the same id as e-learning license 1 and the same expiry: its reminder is still its own.
  await sql`
    insert into published.classroom_participant (id, user_id, customer_id, course_id, course_name, started, completed,
      competence_expires, cancellation_fee, as_part_of_course_program) values
      (1, 30, 2, 50, 'First aid', now() - interval '20 days', now() - interval '19 days', current_date + 60, 0, false),
      (11, 31, 2, 50, 'First aid', null, null, null, 0, false),
      (12, 31, 2, 51, 'Forklift', null, null, null, 45000, false),
      (13, 30, 2, 52, 'Programme day', null, null, null, 0, true),
      (14, 40, 3, 50, 'First aid', null, null, null, 0, false),
      (15, 40, 3, 50, 'First aid', now() - interval '20 days', now() - interval '19 days', current_date + 60, 0, false)`.execute(
    database.db,
  );
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const post = (url: string, cookie: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/company${url}`, headers: { cookie }, payload });
const cancel = (cookie: string, body: object) => post('/web/data/my-company/licenses/cancel', cookie, body);
const remind = (cookie: string, body: object) => post('/data/my-company/licenses?cmd=sendExpireReminders', cookie, body);
const cancelled = async (ids: number[]) =>
  (
    await sql<{
      cancelled: boolean;
    }>`select cancelled from published.classroom_participant where id = any(${ids}::int[]) order by id`.execute(database.db)
  ).rows.map((row) => row.cancelled);

describe('cancelling classroom participants', () => {
  it('refuses no selection and bad ids, naming the field', async () => {
    expect((await cancel(nordsjoAdmin, { participantIds: [] })).json().fields).toHaveProperty(['body.licenseIds']);
    expect((await cancel(nordsjoAdmin, { participantIds: ['x'] })).json().fields).toHaveProperty(['body.participantIds.0']);
    expect((await cancel(nordsjoAdmin, { participantIds: [11], acceptCancellationFee: 'yes' })).json().fields).toHaveProperty([
      'body.acceptCancellationFee',
    ]);
  });

  it("treats another customer's participant as missing, and cancels nothing of the selection", async () => {
    const other = await cancel(svenskAdmin, { participantIds: [11] });
    expect([other.statusCode, other.json().message]).toEqual([404, 'license.notFound']);
    expect((await cancel(nordsjoAdmin, { licenseIds: [3], participantIds: [11, 14] })).statusCode).toBe(404);
    expect(await cancelled([11, 14])).toEqual([false, false]);
    const { rows } = await sql<{ cancelled: boolean }>`select cancelled from published.elearning_license where id = 3`.execute(database.db);
    expect(rows[0]!.cancelled).toBe(false);
  });

  it('refuses a course programme part, and a fee not accepted, with the messages a user acts on', async () => {
    const programme = await cancel(nordsjoAdmin, { participantIds: [11, 13] });
    expect([programme.statusCode, programme.json().message]).toEqual([409, 'license.cancel.partOfCourseProgram']);
    const fee = await cancel(nordsjoAdmin, { participantIds: [12] });
    expect([fee.statusCode, fee.json().message]).toEqual([409, 'license.cancel.feeNotAccepted']);
    expect(await cancelled([11, 12, 13])).toEqual([false, false, false]);
  });

  it('cancels e-learning licenses and classroom participants together, the fee accepted; a repeat changes nothing', async () => {
    const res = await cancel(nordsjoAdmin, { licenseIds: [3], participantIds: [11, 12], acceptCancellationFee: true });
    expect(res.json()).toEqual({ cancelled: 3 });
    expect(await cancelled([11, 12])).toEqual([true, true]);
    expect((await cancel(nordsjoAdmin, { participantIds: [11, 12], acceptCancellationFee: true })).json()).toEqual({ cancelled: 0 });
    const search = await post('/data/my-company/licenses/search', nordsjoAdmin, { licenseReportType: 'CANCEL_LICENSE' });
    const keys = (search.json().licenses as { courseType: string; licenseId: number }[]).map((row) => `${row.courseType}-${row.licenseId}`);
    expect(keys).not.toContain('CLASSROOM-11');
    expect(keys).not.toContain('ELEARNING-3');
  });
});

describe('reminding classroom participants', () => {
  it('mails a participant once per expiry apart from the e-learning license of the same id, through a real SMTP server', async () => {
    const delivery = await startTestMailDelivery(database.db, ['company']);
    const arrived = async (count: number) => {
      for (let i = 0; i < 100 && delivery.arrivals.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      return delivery.arrivals;
    };
    try {
      // Participant 15 is another customer's: not mailed, not counted.
      expect((await remind(nordsjoAdmin, { participantIds: [1, 15], message: 'See you in May.' })).json()).toEqual({
        sent: 1,
        alreadyReminded: 0,
      });
      expect((await remind(nordsjoAdmin, { participantIds: [1] })).json()).toEqual({ sent: 0, alreadyReminded: 1 });
      // E-learning license 1 has the same id and expiry date, yet was never reminded.
      expect((await remind(nordsjoAdmin, { licenseIds: [1] })).json()).toEqual({ sent: 1, alreadyReminded: 0 });
      const mails = await arrived(2);
      expect(mails).toHaveLength(2);
      expect(mails[0]!.to).toEqual(['ola@example.com']);
      expect(mails[0]!.raw).toContain('First aid');
      expect(mails[0]!.raw).toContain('See you in May.');
      expect((await remind(nordsjoAdmin, { participantIds: [1], repeat: true })).json()).toEqual({ sent: 1, alreadyReminded: 0 });
      expect(await arrived(3)).toHaveLength(3);
    } finally {
      await delivery.stop();
    }
    const { rows } = await sql<{ course_type: string; license_id: number }>`
      select course_type, license_id from company.license_reminder order by course_type, license_id`.execute(database.db);
    expect(rows).toEqual([
      { course_type: 'CLASSROOM', license_id: 1 },
      { course_type: 'ELEARNING', license_id: 1 },
    ]);
    const search = await post('/data/my-company/licenses/search', nordsjoAdmin, {
      licenseReportType: 'SEND_COURSE_SOON_EXPIRES_REMINDER',
    });
    const row = (search.json().licenses as { courseType: string; licenseId: number; reminderSent: string | null }[]).find(
      (license) => license.courseType === 'CLASSROOM' && license.licenseId === 1,
    );
    expect(row?.reminderSent).not.toBeNull();
  });

  it("never reminds another customer's participants", async () => {
    expect((await remind(svenskAdmin, { participantIds: [1, 11] })).json()).toEqual({ sent: 0, alreadyReminded: 0 });
  });
});
