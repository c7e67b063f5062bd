import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { MASS_IMPORT_MAX_ROWS, type MassImport } from '@atrium/users-contract';
import { usersDb } from '../src/db';
import { runMassImport } from '../src/user-mass-import/run-mass-import';
import { BASE, multipartOf, row, startImportTests, xlsxOf, type ImportTestContext } from './user-mass-import-fixtures';

let context: ImportTestContext;
let app: FastifyInstance;
const staff = () => context.as(['staff']);
let kari: number;
let ola: number;

/** Someone Atrium already has, with a context at the customer. */
async function existing(first: string, last: string, email: string, customerId: number, extra: Record<string, unknown> = {}) {
  const db = usersDb(context.database.db);
  const { employeeNumber, ...person } = extra;
  const user = await db
    .insertInto('users')
    .values({ username: email, email, first_name: first, last_name: last, password_hash: 'x', ...person })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_context')
    .values({
      user_id: user.id,
      customer_id: customerId,
      customer_name: `Customer ${customerId}`,
      roles: [],
      employee_number: (employeeNumber as string | undefined) ?? null,
    })
    .execute();
  return user.id;
}

beforeAll(async () => {
  context = await startImportTests();
  app = context.app;
  kari = await existing('Kari', 'Nordmann', 'kari@nordsjo.example', 2, {
    birthdate: '1985-04-12',
    phone: '+47 912 34 567',
    employeeNumber: 'E-100',
  });
  ola = await existing('Ola', 'Hansen', 'ola@bygg.example', 3);
});

afterAll(async () => {
  await app.close();
  await context.database.drop();
});

const post = (path: string, payload: unknown, headers: Record<string, string> = staff()) =>
  app.inject({ method: 'POST', url: `${BASE}${path}`, payload: payload as object, headers });
const countUsers = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from users.users`.execute(context.database.db)).rows[0]!.n;
const grants = async (kind: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from published.standin_grant where kind = ${kind}`.execute(context.database.db))
    .rows[0]!.n;

const membersOf = async (name: string) =>
  (
    await sql<{ user_id: number }>`
      select m.user_id from published.standin_member m join published.standin_department d on d.id = m.department_id
      where d.name = ${name} order by m.user_id`.execute(context.database.db)
  ).rows.map((member) => member.user_id);

/** Registers and runs the job as the worker would; answers the import afterwards. */
async function registerAndRun(payload: Record<string, unknown>, key?: string): Promise<MassImport> {
  const res = await post('/register', payload, { ...staff(), ...(key ? { 'idempotency-key': key } : {}) });
  expect(res.statusCode).toBe(202);
  const queued = res.json<MassImport>();
  await runMassImport(context.database.db, queued.id);
  return (await app.inject({ method: 'GET', url: `${BASE}/${queued.id}`, headers: staff() })).json<MassImport>();
}

describe('access', () => {
  it('refuses the signed out (401), people without an admin role (403) and a company admin at another customer (403)', async () => {
    expect((await app.inject({ method: 'GET', url: `${BASE}/courses` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `${BASE}/courses`, headers: context.as([]) })).statusCode).toBe(403);
    const body = { customerId: 3, users: [row(0)] };
    expect((await post('/duplicates', body, context.as(['companyadmin'], 2))).statusCode).toBe(403);
    expect((await post('/duplicates', { ...body, customerId: 2 }, context.as(['companyadmin'], 2))).statusCode).toBe(200);
  });

  it('answers 400 naming the field for bad input', async () => {
    const res = await post('/dry-run', { customerId: 2, users: [row(0, { email: 'not-an-address' })] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('body.users.0.email');
    expect((await post('/duplicates', { customerId: 2, users: [] })).json().message).toContain('body.users');
    const many = Array.from({ length: MASS_IMPORT_MAX_ROWS + 1 }, (_, i) => row(i));
    expect((await post('/duplicates', { customerId: 2, users: many })).statusCode).toBe(400);
    expect((await post('/dry-run', { customerId: 2, users: [row(0, { birthdate: '1990-02-30' })] })).json().message).toContain(
      'body.users.0.birthdate',
    );
  });
});

describe('step 1: customer and courses', () => {
  it('answers the customer, and 404 for a closed one', async () => {
    expect((await app.inject({ method: 'GET', url: `${BASE}/customer/2`, headers: staff() })).json()).toEqual({
      id: 2,
      name: 'Nordsjø Energi AS',
    });
    expect((await app.inject({ method: 'GET', url: `${BASE}/customer/4`, headers: staff() })).statusCode).toBe(404);
  });

  it("lists startable e-courses and open instances with titles in the page's language, else the internal name", async () => {
    const swedish = { cookie: `${staff().cookie}; page_locale=sv_SE` };
    const courses = (await app.inject({ method: 'GET', url: `${BASE}/courses`, headers: staff() })).json();
    expect(courses.eCourses).toEqual([
      { id: 11, title: 'Arbeid i høyden' },
      { id: 10, title: 'Brannvern' },
    ]);
    expect(courses.cliCourses.map((course: { id: number }) => course.id)).toEqual([21, 20]);
    const inSwedish = (await app.inject({ method: 'GET', url: `${BASE}/courses`, headers: swedish })).json();
    expect(inSwedish.eCourses.map((course: { title: string }) => course.title)).toEqual(['fire-internal', 'heights-internal']);
    const instance = await app.inject({ method: 'GET', url: `${BASE}/course-instance/20`, headers: swedish });
    expect(instance.json()).toMatchObject({ id: 20, title: 'Första hjälpen', placeName: 'Stavanger', freeSeats: 100 });
    expect((await app.inject({ method: 'GET', url: `${BASE}/course-instance/999`, headers: staff() })).statusCode).toBe(404);
  });
});

describe('step 2: template and upload', () => {
  it('the template is an xlsx whose headers, in the page language, the upload reads back', async () => {
    const res = await app.inject({ method: 'GET', url: `${BASE}/template`, headers: { cookie: `${staff().cookie}; page_locale=sv_SE` } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = workbook.worksheets[0]!.getRow(1).values as string[];
    expect(header.slice(1, 4)).toEqual(['Förnamn', 'Efternamn', 'E-post']);
    const sheet = workbook.worksheets[0]!;
    sheet.addRow(['Siv', 'Lund', 'siv@bygg.example', null, new Date(Date.UTC(1990, 4, 17))]);
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const parsed = await app.inject({
      method: 'POST',
      url: `${BASE}/parse?customerId=3`,
      ...withCookie(multipartOf('people.xlsx', filled)),
    });
    expect(parsed.json()).toEqual({
      rows: [
        {
          index: 0,
          firstname: 'Siv',
          lastname: 'Lund',
          email: 'siv@bygg.example',
          phone: null,
          birthdate: '1990-05-17',
          employeeNumber: null,
          title: null,
          departmentName: null,
          locale: null,
        },
      ],
      problems: [],
    });
  });

  it('reads an xlsx as people write it: Norwegian headers, e-mail links, numbers, dates as text; lists what is wrong', async () => {
    const file = await xlsxOf([
      ['Fornavn', 'Etternavn', 'E-post', 'Mobiltelefon', 'Fødselsdato', 'Ansattnummer', 'Språk', 'Something else'],
      [
        'Per',
        'Berg',
        { text: 'per@nordsjo.example', hyperlink: 'mailto:per@nordsjo.example' },
        4791234568,
        '03.02.1979',
        1234,
        'nb-no',
        'x',
      ],
      [],
      ['Liv', '', 'not-an-address', null, '31.02.1980', null, 'fr_FR'],
    ]);
    const res = await app.inject({ method: 'POST', url: `${BASE}/parse?customerId=2`, ...withCookie(multipartOf('people.xlsx', file)) });
    expect(res.statusCode).toBe(200);
    const { rows, problems } = res.json();
    expect(rows[0]).toMatchObject({
      email: 'per@nordsjo.example',
      phone: '4791234568',
      birthdate: '1979-02-03',
      employeeNumber: '1234',
      locale: 'nb_NO',
    });
    expect(rows).toHaveLength(2);
    expect(problems).toEqual(
      expect.arrayContaining([
        { index: 1, field: 'lastname', key: 'validation.required' },
        { index: 1, field: 'email', key: 'validation.email' },
        { index: 1, field: 'birthdate', key: 'userMassImport.error.birthdate' },
        { index: 1, field: 'locale', key: 'validation.unknownChoice' },
      ]),
    );
  });

  it('reads a csv with semicolons and a byte-order mark, and one with commas', async () => {
    const semicolons = '\uFEFFfirstname;lastname;email;birthdate\nÅse;Øvre;ase@nordsjo.example;1970-01-31\n';
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/parse?customerId=2`,
      ...withCookie(multipartOf('people.csv', semicolons)),
    });
    expect(res.json().rows[0]).toMatchObject({ firstname: 'Åse', lastname: 'Øvre', birthdate: '1970-01-31' });
    const commas = 'First name,Last name,E-mail\n"Berg, jr.",Nils,nils@nordsjo.example\n';
    const second = await app.inject({
      method: 'POST',
      url: `${BASE}/parse?customerId=2`,
      ...withCookie(multipartOf('people.csv', commas)),
    });
    expect(second.json().rows[0]).toMatchObject({ firstname: 'Berg, jr.', email: 'nils@nordsjo.example' });
  });

  it('refuses other files (415), unreadable ones and sheets without known columns (400)', async () => {
    const pdf = await app.inject({ method: 'POST', url: `${BASE}/parse?customerId=2`, ...withCookie(multipartOf('people.pdf', '%PDF')) });
    expect(pdf.statusCode).toBe(415);
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('garbage')]);
    const bad = await app.inject({ method: 'POST', url: `${BASE}/parse?customerId=2`, ...withCookie(multipartOf('people.xlsx', broken)) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('userMassImport.error.fileUnreadable');
    const noColumns = await app.inject({
      method: 'POST',
      url: `${BASE}/parse?customerId=2`,
      ...withCookie(multipartOf('a.csv', 'a;b\n1;2\n')),
    });
    expect(noColumns.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: `${BASE}/parse`, ...withCookie(multipartOf('a.csv', 'a')) })).statusCode).toBe(400);
  });
});

function withCookie(request: { payload: Buffer; headers: Record<string, string> }) {
  return { payload: request.payload, headers: { ...request.headers, ...staff() } };
}

describe('step 4: duplicates by score', () => {
  it('finds the same e-mail, a near name with the birth date, the employee number and the phone, each with why', async () => {
    const res = await post('/duplicates', {
      customerId: 2,
      users: [
        row(0, { email: 'KARI@nordsjo.example' }),
        row(1, { firstname: 'Kary', lastname: 'Nordman', birthdate: '1985-04-12' }),
        row(2, { employeeNumber: 'E-100' }),
        row(3, { phone: '912 34 567' }),
        row(4, { firstname: 'Kary', lastname: 'Nordman' }),
        row(5, { firstname: 'Someone', lastname: 'Else' }),
      ],
    });
    const { duplicates } = res.json();
    const of = (index: number) => duplicates.find((d: { index: number }) => d.index === index)?.candidates[0];
    expect(of(0)).toMatchObject({ user: { id: kari, firstname: 'Kari', email: 'kari@nordsjo.example' }, reasons: [{ reason: 'email' }] });
    expect(of(0).contexts).toEqual([{ customerId: 2, customerName: 'Customer 2', active: true }]);
    expect(of(1).reasons.map((r: { reason: string }) => r.reason)).toEqual(['name', 'birthdate']);
    expect(of(1).reasons[0].similarity).toBeGreaterThanOrEqual(0.5);
    expect(of(2).reasons).toEqual([{ reason: 'employeeNumber' }]);
    expect(of(3).reasons).toEqual([{ reason: 'phone' }]);
    // A near name alone scores under the threshold; nobody matches an unknown person.
    expect(of(4)).toBeUndefined();
    expect(of(5)).toBeUndefined();
  });

  it('the same name alone is enough; a company admin sees only their own customer’s people', async () => {
    const body = { customerId: 2, users: [row(0, { firstname: 'Ola', lastname: 'Hansen' })] };
    expect((await post('/duplicates', body)).json().duplicates[0].candidates[0].user.id).toBe(ola);
    expect((await post('/duplicates', body, context.as(['companyadmin'], 2))).json().duplicates).toEqual([]);
  });
});

describe('dry run and registration', () => {
  it('the duplicates check blocks registration until each is kept or registered anyway', async () => {
    const users = [row(0, { firstname: 'Kari', lastname: 'Nordmann' })];
    const refused = await post('/dry-run', { customerId: 2, users });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('userMassImport.error.unresolvedDuplicates');
    // Registering answers at once and leaves the slow search to the job, which refuses it as a whole.
    const before = await countUsers();
    const failed = await registerAndRun({ customerId: 2, users });
    expect(failed).toMatchObject({ status: 'failed', error: 'userMassImport.error.unresolvedDuplicates', report: null });
    expect(await countUsers()).toBe(before);
    const twice = await post('/dry-run', { customerId: 2, users: [row(0), row(1, { email: 'PERSON0@import.example' })] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('body.users.1.email');
    const taken = await post('/dry-run', { customerId: 2, users: [row(0, { email: 'kari@nordsjo.example', registerAnyway: true })] });
    expect(taken.json().message).toContain('userMassImport.error.emailTaken');
    const placeholder = await post('/dry-run', { customerId: 2, users: [row(0, { email: 'new.person.1@placeholder.invalid' })] });
    expect(placeholder.json().message).toContain('userMassImport.error.placeholderEmail');
    expect((await post('/dry-run', { customerId: 4, users: [row(0)] })).json().message).toContain('body.customerId');
  });

  it('the dry run shows what would be created and changed, and writes nothing', async () => {
    const before = await countUsers();
    const res = await post('/dry-run', {
      customerId: 2,
      users: [
        row(0, { departmentName: 'Boring' }),
        row(1, { firstname: 'Ola', lastname: 'Hansen', userIdToKeep: ola }),
        row(2, { firstname: 'Kari', lastname: 'Nordmann', registerAnyway: true }),
      ],
      eCourses: [10],
      cliCourses: [20],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      people: [
        { index: 0, action: 'create', userId: expect.any(Number), name: 'Astrid Aas', email: 'person0@import.example', context: 'create' },
        { index: 1, action: 'keep', userId: ola, name: 'Ola Hansen', email: 'ola@bygg.example', context: 'create' },
        {
          index: 2,
          action: 'create',
          userId: expect.any(Number),
          name: 'Kari Nordmann',
          email: 'person2@import.example',
          context: 'create',
        },
      ],
      licenses: [{ ecourseId: 10, title: 'Brannvern', granted: 3, alreadyHeld: 0 }],
      places: [{ instanceId: 20, title: 'Førstehjelp', enrolled: 3, alreadyOn: 0 }],
      departments: [{ name: 'Boring', joined: 1, created: true }],
      emails: 3,
      sms: false,
    });
    expect(await countUsers()).toBe(before);
    expect(await membersOf('Boring')).toEqual([]);
    expect(await grants('license')).toBe(0);
  });

  it('registers in a background job: people, contexts with their details, licenses, seats and e-mails; progress to the end', async () => {
    const imported = await registerAndRun({
      customerId: 2,
      users: [
        row(0, { birthdate: '1990-01-02', phone: '+47 400 00 000', employeeNumber: 'E-7', title: 'Welder', departmentName: 'Offshore' }),
        row(1, { firstname: 'Ola', lastname: 'Hansen', userIdToKeep: ola }),
        row(2, { locale: 'sv_SE' }),
      ],
      eCourses: [10, 11],
      cliCourses: [20],
      sms: true,
    });
    expect(imported).toMatchObject({ status: 'done', total: 3, done: 3, error: null, undoable: true });
    const stored = await sql<{ request: Record<string, unknown> }>`select request from users.mass_import where id = ${imported.id}`.execute(
      context.database.db,
    );
    expect(stored.rows[0]!.request.users).toBeUndefined();
    expect(imported.report).toMatchObject({
      emails: 3,
      sms: true,
      licenses: [{ granted: 3 }, { granted: 3 }],
      places: [{ enrolled: 3 }],
      departments: [{ name: 'Offshore', joined: 1, created: true }],
    });
    const db = usersDb(context.database.db);
    const person = await db
      .selectFrom('users as u')
      .innerJoin('user_context as c', 'c.user_id', 'u.id')
      .select([
        'u.birthdate',
        'u.phone',
        'u.locale',
        'u.password_hash',
        'c.employee_number',
        'c.title',
        'c.customer_department',
        'c.roles',
        'c.site',
      ])
      .where('u.email', '=', 'person0@import.example')
      .executeTakeFirstOrThrow();
    expect(person).toMatchObject({
      birthdate: '1990-01-02',
      phone: '+47 400 00 000',
      locale: 'nb_NO',
      employee_number: 'E-7',
      title: 'Welder',
      customer_department: 'Offshore',
      roles: [],
      site: 'NO',
    });
    expect(
      (await db.selectFrom('users').select('locale').where('email', '=', 'person2@import.example').executeTakeFirstOrThrow()).locale,
    ).toBe('sv_SE');
    const olaContexts = await db
      .selectFrom('user_context')
      .select('customer_id')
      .where('user_id', '=', ola)
      .orderBy('customer_id')
      .execute();
    expect(olaContexts.map((c) => c.customer_id)).toEqual([2, 3]);
    const mails = await sql<{ to: string[]; subject: string }>`
      select "to", subject from users.outbox order by id`.execute(context.database.db);
    expect(mails.rows.map((m) => [m.to[0], m.subject])).toEqual(
      expect.arrayContaining([
        ['person0@import.example', 'Velg passordet ditt i Atrium'],
        ['person2@import.example', 'Välj ditt lösenord i Atrium'],
        ['ola@bygg.example', 'Du har nye kurs i Atrium'],
      ]),
    );
  });

  it('all or nothing: an instance without seats for everyone fails the import and leaves nobody', async () => {
    const before = await countUsers();
    const licenses = await grants('license');
    const imported = await registerAndRun({ customerId: 2, users: [row(10), row(11)], eCourses: [10], cliCourses: [21] });
    expect(imported).toMatchObject({ status: 'failed', error: 'userMassImport.error.notEnoughSeats', report: null, undoable: false });
    expect(await countUsers()).toBe(before);
    expect(await grants('license')).toBe(licenses);
    const dry = await post('/dry-run', { customerId: 2, users: [row(10), row(11)], cliCourses: [21] });
    expect(dry.statusCode).toBe(409);
    expect(dry.json().message).toBe('userMassImport.error.notEnoughSeats');
    expect((await post('/dry-run', { customerId: 2, users: [row(10)], eCourses: [99] })).json().message).toContain('body.eCourses');
  });

  it('a repeated submit with the same Idempotency-Key registers once', async () => {
    const payload = { customerId: 2, users: [row(20)] };
    const first = await post('/register', payload, { ...staff(), 'idempotency-key': 'import-key-1' });
    const again = await post('/register', payload, { ...staff(), 'idempotency-key': 'import-key-1' });
    expect(again.json().id).toBe(first.json().id);
    await runMassImport(context.database.db, first.json<MassImport>().id);
    await runMassImport(context.database.db, first.json<MassImport>().id);
    expect(await sql`select 1 from users.users where email = 'person20@import.example'`.execute(context.database.db)).toMatchObject({
      rows: [{}],
    });
  });

  it('a company admin reads only the imports of their own customer', async () => {
    const imported = await registerAndRun({ customerId: 3, users: [row(30)] });
    expect((await app.inject({ method: 'GET', url: `${BASE}/${imported.id}`, headers: context.as(['companyadmin'], 2) })).statusCode).toBe(
      404,
    );
  });
});

describe('departments', () => {
  it('puts each person in the department the row names, through the company area, and undo takes them out', async () => {
    const imported = await registerAndRun({
      customerId: 2,
      users: [
        row(60, { departmentName: 'Verksted' }),
        row(61, { firstname: 'Ola', lastname: 'Hansen', userIdToKeep: ola, departmentName: 'Verksted' }),
        row(62),
      ],
    });
    expect(imported.report!.departments).toEqual([{ name: 'Verksted', joined: 2, created: true }]);
    const members = await membersOf('Verksted');
    expect(members).toHaveLength(2);
    expect(members).toContain(ola);
    expect((await post(`/${imported.id}/undo`, {})).statusCode).toBe(200);
    expect(await membersOf('Verksted')).toEqual([]);
    const { rows } = await sql`select 1 from published.standin_department where name = 'Verksted'`.execute(context.database.db);
    expect(rows).toEqual([]);
  });
});

describe('undo', () => {
  it('takes back people, contexts, licenses and seats while nobody has used them', async () => {
    const before = await countUsers();
    const licenses = await grants('license');
    const imported = await registerAndRun({
      customerId: 2,
      users: [row(40), row(41, { firstname: 'Ola', lastname: 'Hansen', userIdToKeep: ola, email: 'ola@bygg.example' })],
      eCourses: [11],
      cliCourses: [20],
    });
    expect(await countUsers()).toBe(before + 1);
    const undone = await post(`/${imported.id}/undo`, {});
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'undone', undoable: false });
    expect(await countUsers()).toBe(before);
    expect(await grants('license')).toBe(licenses);
    // Ola kept the context he had from an earlier import; a second undo is refused.
    expect((await post(`/${imported.id}/undo`, {})).json().message).toBe('userMassImport.error.notUndoable');
  });

  it('is refused once a new account was used, or a license started', async () => {
    const signedIn = await registerAndRun({ customerId: 2, users: [row(50)] });
    const person = await usersDb(context.database.db)
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'person50@import.example')
      .executeTakeFirstOrThrow();
    await usersDb(context.database.db).insertInto('login_log').values({ user_id: person.id, success: true, browser: null }).execute();
    expect((await app.inject({ method: 'GET', url: `${BASE}/${signedIn.id}`, headers: staff() })).json().undoable).toBe(false);
    const refused = await post(`/${signedIn.id}/undo`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('userMassImport.error.accountsUsed');

    const started = await registerAndRun({ customerId: 2, users: [row(51)], eCourses: [10] });
    await sql`update published.standin_grant set used = true where kind = 'license' and course_id = 10`.execute(context.database.db);
    const used = await post(`/${started.id}/undo`, {});
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('userMassImport.error.accountsUsed');
    expect(await sql`select 1 from users.users where email = 'person51@import.example'`.execute(context.database.db)).toMatchObject({
      rows: [{}],
    });
  });
});
