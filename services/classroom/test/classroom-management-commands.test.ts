import {
  buildTestApp,
  createTestDatabase,
  sessionCookie,
  startTestMailDelivery,
  type TestDatabase,
  type TestMailDelivery,
} from '@atrium/service-core/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import type { CourseOverview, SentEmail } from '@atrium/classroom-contract';
import { classroomModule } from '../src';
import { classroomDb } from '../src/db';
import { insertCourse, isoDay } from './fixtures';
import { expectRefusedField, insertInstance, insertParticipants, PEOPLE, publishPeople } from './participant-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let delivery: TestMailDelivery;
const staff = sessionCookie({ roles: ['staff'], userId: 2 });
const instructor = sessionCookie({ roles: ['instructor'], userId: 5 });
const companyAdmin = sessionCookie({ roles: ['companyadmin'], userId: 3, customerId: 2 });
let courseId: number;
let cliId: number;

// Erik (5) reads Norwegian, Frida (6) Swedish, the others English.
const LOCALES: Record<number, string> = { 5: 'nb_NO', 6: 'sv_SE' };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, [classroomModule]);
  await publishPeople(
    database.db,
    PEOPLE.map((person) => ({ ...person, locale: LOCALES[person.id] })),
  );
  await sql`create table published.company_customer (id integer primary key, name text not null)`.execute(database.db);
  await sql`insert into published.company_customer values (1, 'Atrium AS'), (2, 'Nordsjø Energi AS'), (3, 'Svensk Bygg AB')`.execute(
    database.db,
  );
  await sql`create table published.users_customer_member (user_id integer not null, customer_id integer not null)`.execute(database.db);
  await sql`insert into published.users_customer_member values (1, 1), (1, 2), (2, 1), (3, 2), (4, 2), (4, 3), (6, 3)`.execute(database.db);
  delivery = await startTestMailDelivery(database.db, ['classroom']);
});

beforeEach(async () => {
  courseId = await insertCourse(database.db, { name: `Run ${Math.random()}` });
  cliId = await insertInstance(database.db, courseId, { from: -3, to: -2, maxParticipants: 5 });
});

afterAll(async () => {
  await delivery.stop();
  await app.close();
  await database.drop();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = staff) =>
  app.inject({ method, url: `/api/classroom${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const cmd = (name: string, payload?: object, cookie = staff) =>
  call('POST', `/data/classroom-management/${cliId}/${name}`, payload, cookie);
const overview = async () => (await call('GET', `/data/classroom-management/${cliId}`)).json() as CourseOverview;
const mails = async () => (await call('GET', `/data/classroom-management/${cliId}/emails-sent`)).json() as SentEmail[];
const participantEdit = (id: number, customerId: number | null, change: object = {}) => ({
  userUpdate: { type: 'participant', id, status: 'enrolled', pretest: null, posttest: null, ...change },
  customerId,
});

async function arrivalsFor(address: string, count: number) {
  // The mail worker polls the outbox every half second; wait for the delivery, never a fixed time.
  for (let i = 0; i < 150 && delivery.arrivals.filter((mail) => mail.to.includes(address)).length < count; i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return delivery.arrivals.filter((mail) => mail.to.includes(address));
}

async function teach(instructorIds: number[]) {
  const db = classroomDb(database.db);
  const happening = await db
    .insertInto('classroom_happening')
    .values({ cli_id: cliId, date: isoDay(-3), from_time: '08:00:00', to_time: '15:00:00', room_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const id of instructorIds)
    await db.insertInto('classroom_happening_instructor').values({ happening_id: happening.id, instructor_id: id }).execute();
}

const attachmentsOf = (emailId: number) =>
  classroomDb(database.db)
    .selectFrom('outbox_attachment')
    .select(['filename', 'content_type', 'content'])
    .where('outbox_id', '=', emailId)
    .orderBy('position')
    .execute();

describe('editParticipants (document 002 §7)', () => {
  it('changes attending participants’ customer, status and results and a waiting-list entry’s customer in one go', async () => {
    const [ada, carl] = await insertParticipants(database.db, cliId, [
      { userId: 1, customerId: 1 },
      { userId: 3, customerId: 2, status: 'signed' },
    ]);
    await call('POST', `/data/classroomCourse/${cliId}/waitingList`, { userId: 4, customerId: 2 });
    const entry = (await overview()).participants.waitingList[0]!;
    const res = await cmd('editParticipants', {
      participants: [
        participantEdit(ada!, 2, { status: 'approved', pretest: 7, posttest: 18 }),
        participantEdit(carl!, 2, { status: 'absent' }),
        { userUpdate: { type: 'waitingList', id: entry.id }, customerId: 3 },
      ],
    });
    expect(res.statusCode).toBe(204);
    const view = await overview();
    expect(view.participants.attending.map((p) => [p.name, p.customerName, p.status, p.pretest, p.posttest, p.approved])).toEqual([
      ['Ada Admin', 'Nordsjø Energi AS', 'approved', 7, 18, isoDay(0)],
      ['Carl Company', 'Nordsjø Energi AS', 'absent', null, null, null],
    ]);
    expect(view.participants.waitingList.map((w) => [w.name, w.customerName])).toEqual([['Dina Dahl', 'Svensk Bygg AB']]);
  });

  it('changes nothing when one change is refused, and names the field of the refused one', async () => {
    const [ada, berit] = await insertParticipants(database.db, cliId, [
      { userId: 1, customerId: 1 },
      { userId: 2, customerId: 1 },
    ]);
    const [cancelled] = await insertParticipants(database.db, cliId, [{ userId: 4, status: 'cancelled' }]);
    // Berit has no context at Nordsjø Energi.
    const stranger = await cmd('editParticipants', {
      participants: [participantEdit(ada!, 2, { pretest: 5 }), participantEdit(berit!, 2)],
    });
    expectRefusedField(stranger, 'participants.1.customerId');
    expect(stranger.json().message).toContain('classroom-management.invalid.notMember');
    expectRefusedField(await cmd('editParticipants', { participants: [participantEdit(ada!, 99)] }), 'participants.0.customerId');
    expectRefusedField(
      await cmd('editParticipants', { participants: [participantEdit(cancelled!, null)] }),
      'participants.0.userUpdate.id',
    );
    expectRefusedField(
      await cmd('editParticipants', { participants: [participantEdit(ada!, 1), participantEdit(ada!, 1)] }),
      'participants.1.userUpdate.id',
    );
    expectRefusedField(await cmd('editParticipants', { participants: [participantEdit(ada!, 1, { status: 'cancelled' })] }), 'status');
    expectRefusedField(await cmd('editParticipants', { participants: [participantEdit(ada!, 1, { pretest: -1 })] }), 'pretest');
    expectRefusedField(await cmd('editParticipants', { participants: [] }), 'participants');
    expectRefusedField(
      await cmd('editParticipants', { participants: [{ userUpdate: { type: 'other', id: 1 }, customerId: null }] }),
      'type',
    );
    expect((await overview()).participants.attending.map((p) => [p.customerId, p.pretest])).toEqual([
      [1, null],
      [1, null],
    ]);
  });

  it('refuses a participant of another instance, a second place for the same customer, and callers without the staff role', async () => {
    const otherInstance = await insertInstance(database.db, courseId, { from: 10 });
    const [elsewhere] = await insertParticipants(database.db, otherInstance, [{ userId: 1, customerId: 1 }]);
    const [ada, adaForNordsjo] = await insertParticipants(database.db, cliId, [
      { userId: 1, customerId: 1 },
      { userId: 1, customerId: 2 },
    ]);
    expectRefusedField(await cmd('editParticipants', { participants: [participantEdit(elsewhere!, 1)] }), 'participants.0.userUpdate.id');
    const twice = await cmd('editParticipants', { participants: [participantEdit(adaForNordsjo!, 1)] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('notification.useralready');
    const body = { participants: [participantEdit(ada!, 1, { status: 'approved' })] };
    expect((await cmd('editParticipants', body, instructor)).statusCode).toBe(403);
    expect((await cmd('editParticipants', body, companyAdmin)).statusCode).toBe(403);
    expect((await overview()).participants.attending.map((p) => p.status)).toEqual(['enrolled', 'enrolled']);
  });
});

describe('sendParticipantListToInstructor', () => {
  it('e-mails each instructor the participant list as a PDF in their language, shown on the e-mails tab', async () => {
    await teach([5, 6]);
    await insertParticipants(database.db, cliId, [{ userId: 1, customerId: 1 }]);
    const res = await cmd('sendParticipantListToInstructor');
    expect(res.json()).toEqual({ sent: 2 });
    const sent = (await mails()).filter((mail) => mail.kind === 'participantListToInstructor');
    expect(sent.map((mail) => [mail.to, mail.subject.split(':')[0]]).sort()).toEqual([
      [['erik@example.com'], 'Deltakerliste'],
      [['frida@example.com'], 'Deltagarlista'],
    ]);
    const [attachment] = await attachmentsOf(sent[0]!.id);
    expect(attachment).toMatchObject({ filename: `participant-list-${cliId}.pdf`, content_type: 'application/pdf' });
    expect((await PDFDocument.load(attachment!.content)).getPageCount()).toBeGreaterThan(0);
    const [arrival] = await arrivalsFor('erik@example.com', 1);
    expect(arrival!.raw).toContain(`participant-list-${cliId}.pdf`);
    expect(arrival!.raw).toContain('application/pdf');
  });

  it('is refused with a message key when no instructor has an address, and for other roles', async () => {
    const none = await cmd('sendParticipantListToInstructor');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('classroom-management.participantList.noInstructor');
    expect((await cmd('sendParticipantListToInstructor', undefined, instructor)).statusCode).toBe(403);
    expect((await call('POST', '/data/classroom-management/999999/sendParticipantListToInstructor')).statusCode).toBe(404);
  });
});

describe('sendPostCourseInfoToCustomerContactPerson', () => {
  const makeInCompany = (contact: number | null, reportContact: number | null = null) =>
    classroomDb(database.db)
      .updateTable('classroom_course_instance')
      .set({
        course_internal: true,
        customer_id: 2,
        internal_price: 10_000,
        customer_contact_person_id: contact,
        customer_rapport_person_id: reportContact,
      })
      .where('id', '=', cliId)
      .execute();

  it('sends the course report and the participant list of the customer’s people to the contact, named in the answer', async () => {
    await makeInCompany(6, 4);
    await insertParticipants(database.db, cliId, [
      { userId: 3, customerId: 2, status: 'approved' },
      { userId: 2, customerId: 1, status: 'approved' },
    ]);
    expect((await overview()).bedriftsinternt).toEqual({
      customerId: 2,
      customerName: 'Nordsjø Energi AS',
      contact: 'Frida Fjell',
      contactEmail: 'frida@example.com',
      reportContactEmail: 'dina@example.com',
    });
    const res = await cmd('sendPostCourseInfoToCustomerContactPerson');
    expect(res.json()).toEqual({ courseReportName: `course-report-${cliId}.pdf`, participantsListName: `participant-list-${cliId}.pdf` });
    const [mail] = (await mails()).filter((sent) => sent.kind === 'postCourseInfo');
    expect(mail!.to).toEqual(['frida@example.com', 'dina@example.com']);
    // Frida reads Swedish.
    expect(mail!.subject).toMatch(/^Efter kursen: /);
    const files = await attachmentsOf(mail!.id);
    expect(files.map((file) => file.filename)).toEqual([`course-report-${cliId}.pdf`, `participant-list-${cliId}.pdf`]);
    for (const file of files) expect((await PDFDocument.load(file.content)).getPageCount()).toBeGreaterThan(0);
    // Only the customer's participant is listed: Berit (customer 1) is not in the PDF's text.
    const list = files[1]!.content.toString('latin1');
    expect(list).not.toContain('Berit');
    const arrivals = await arrivalsFor('dina@example.com', 1);
    expect(arrivals[0]!.raw).toContain(`course-report-${cliId}.pdf`);
  });

  it('is refused with a message key for an open course and for an in-company course without a contact', async () => {
    const open = await cmd('sendPostCourseInfoToCustomerContactPerson');
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe('classroom-management.postCourseInfo.noContact');
    await makeInCompany(null);
    expect((await overview()).bedriftsinternt).toMatchObject({ customerId: 2, contact: null, contactEmail: null });
    expect((await cmd('sendPostCourseInfoToCustomerContactPerson')).json().message).toBe('classroom-management.postCourseInfo.noContact');
    expect((await mails()).filter((mail) => mail.kind === 'postCourseInfo')).toEqual([]);
    expect((await cmd('sendPostCourseInfoToCustomerContactPerson', undefined, companyAdmin)).statusCode).toBe(403);
  });
});

describe('the outbox writes in the recipient’s language', () => {
  it('tells each added participant in their own language: nb_NO, sv_SE, else en_US', async () => {
    const future = await insertInstance(database.db, courseId, { from: 20, maxParticipants: 5 });
    await call('POST', `/data/classroom-management/${future}/addParticipants`, {
      participants: [
        { userId: 5, customerId: null },
        { userId: 6, customerId: null },
        { userId: 1, customerId: null },
      ],
    });
    const sent = (await call('GET', `/data/classroom-management/${future}/emails-sent`)).json() as SentEmail[];
    const subjects = Object.fromEntries(sent.map((mail) => [mail.to[0], mail.subject.split(':')[0]]));
    expect(subjects).toEqual({ 'erik@example.com': 'Ditt kurs', 'frida@example.com': 'Din kurs', 'ada@example.com': 'Your course' });
    const erik = sent.find((mail) => mail.to[0] === 'erik@example.com')!;
    const [year, month, day] = isoDay(20).split('-');
    expect(erik.text).toContain(`som starter ${day}.${month}.${year}`);
  });
});
