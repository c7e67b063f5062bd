// Benchmark of the user mass import (/user-mass-import, decision 0216) at its limit of 10,000 rows. Run after
// `npm run build`:  node bench/user-mass-import.bench.js [rows=10000] [existing=20000]
// Embedded PostgreSQL in a temp folder (or DATABASE_URL), the demo data plus `existing` generated people for the
// duplicate search to look through, the whole platform app on loopback with the users area's import worker. Times the
// calls of the wizard in order: the xlsx and csv uploads, the duplicate check, the dry run, and the registration (the
// 202 answer, then the background job with an e-course license and the welcome e-mail for everyone, polled as the
// result step polls it).
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const ExcelJS = require('exceljs');
const { sql } = require('kysely');
const { createDb, startEmbeddedPostgres, startMailWorker } = require('@atrium/service-core');
const { buildPlatformApp, prepareDatabase } = require('@atrium/platform');
const { usersModule } = require('@atrium/users-service');
const { freePort } = require('./free-port');

const ROWS = Number(process.argv[2] ?? 10_000);
const EXISTING = Number(process.argv[3] ?? 20_000);
const seconds = (started) => ((performance.now() - started) / 1000).toFixed(2);
const FIRST = ['Astrid', 'Bjørn', 'Cecilie', 'Dag', 'Eirik', 'Frida', 'Geir', 'Hilde', 'Ivar', 'Jorunn', 'Knut', 'Liv'];
// A seeded generator, so every run imports the same people.
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const word = (length) =>
  Array.from({ length }, (_, i) => 'bdfghklmnprstv'[Math.floor(random() * 14)] + (i % 2 ? '' : 'aeiouy'[Math.floor(random() * 6)])).join(
    '',
  );
const capital = (text) => text[0].toUpperCase() + text.slice(1);

/**
 * People as a customer's HR export has them: first names repeat, last names vary, own addresses, phones and births.
 * Every hundredth row of the import is someone Atrium has (their address, another spelling): 1% true duplicates.
 */
function people(count, tag, known = []) {
  return Array.from({ length: count }, (_, i) => {
    const twin = i % 100 === 0 ? known[i] : undefined;
    return {
      index: i,
      firstname: twin ? twin.firstname : FIRST[i % FIRST.length],
      lastname: twin ? `${twin.lastname}e` : capital(word(5)),
      email: twin ? twin.email : `person${i}.${tag}@bench.example`,
      phone: `${tag === 'x' ? 4 : 9}${String(10_000_000 + i * 7).slice(-7)}`,
      birthdate: `19${60 + (i % 40)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      employeeNumber: `B-${tag}${i}`,
    };
  });
}

async function workbookOf(rows) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('People');
  sheet.addRow(['First name', 'Last name', 'E-mail', 'Mobile phone', 'Date of birth', 'Employee number']);
  for (const row of rows)
    sheet.addRow([row.firstname, row.lastname, row.email, row.phone, new Date(`${row.birthdate}T00:00:00Z`), row.employeeNumber]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const csvOf = (rows) =>
  [
    'firstname;lastname;email;phone;birthdate;employeeNumber',
    ...rows.map((r) => [r.firstname, r.lastname, r.email, r.phone, r.birthdate, r.employeeNumber].join(';')),
  ].join('\n');

async function upload(base, cookie, name, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const started = performance.now();
  const response = await fetch(`${base}/api/users/data/user-mass-import/parse?customerId=2`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`parse answered ${response.status}: ${JSON.stringify(body)}`);
  console.log(
    `upload ${name} (${(bytes.length / 1e6).toFixed(1)} MB): ${body.rows.length} rows, ${body.problems.length} problems in ${seconds(started)} s`,
  );
  return body.rows;
}

async function call(base, cookie, what, body) {
  const started = performance.now();
  const response = await fetch(`${base}/api/users/data/user-mass-import/${what}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'idempotency-key': `bench-${Date.now()}` },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  return { answer, time: seconds(started) };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
  const pg = process.env.DATABASE_URL ? null : await startEmbeddedPostgres({ dataDir, port: await freePort() });
  const db = createDb(process.env.DATABASE_URL ?? pg.connectionString);
  let worker;
  let mail;
  try {
    await prepareDatabase(db, { seedDemo: true });
    const generated = performance.now();
    const existing = people(EXISTING, 'x');
    for (let i = 0; i < existing.length; i += 1000) {
      const chunk = existing.slice(i, i + 1000);
      await sql`
        insert into users.users (username, email, first_name, last_name, phone, birthdate, password_hash)
        select r.email, r.email, r.firstname, r.lastname, r.phone, r.birthdate::date, '!'
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r(email text, firstname text, lastname text, phone text, birthdate text)`.execute(
        db,
      );
    }
    await sql`analyze`.execute(db);
    console.log(`data: ${EXISTING} existing people in ${seconds(generated)} s`);

    const app = await buildPlatformApp({ db, logger: false, sessionSecret: 'bench-secret-that-is-long-enough-0123456789' });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    // As npm start does: the mail queues exist (no SMTP_URL, so the e-mails stay queued in the outbox).
    mail = await startMailWorker({ db, areas: ['users'], log: () => undefined });
    worker = await usersModule.startWorkers(db);
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'atrium123' }),
    });
    const cookie = login.headers.get('set-cookie').split(';')[0];

    const rows = people(ROWS, 'n', existing);
    await upload(base, cookie, 'people.csv', Buffer.from(csvOf(rows)));
    const parsed = await upload(base, cookie, 'people.xlsx', await workbookOf(rows));
    const duplicates = await call(base, cookie, 'duplicates', { customerId: 2, users: parsed });
    console.log(
      `duplicate check: ${ROWS} rows against ${EXISTING + 5} people, ${duplicates.answer.duplicates.length} with candidates in ${duplicates.time} s`,
    );
    // Resolved as step 4 resolves them: the same address keeps the person Atrium has, anything else registers anyway.
    const found = new Map(duplicates.answer.duplicates.map((d) => [d.index, d.candidates[0]]));
    const users = parsed.map((row) => {
      const candidate = found.get(row.index);
      if (!candidate) return row;
      const sameEmail = candidate.reasons.some((reason) => reason.reason === 'email');
      return sameEmail ? { ...row, userIdToKeep: candidate.user.id } : { ...row, registerAnyway: true };
    });
    const body = { customerId: 2, users, eCourses: [4], cliCourses: [], email: true, sms: false };
    const dryRun = await call(base, cookie, 'dry-run', body);
    console.log(
      `dry run: ${dryRun.answer.people.length} people, ${dryRun.answer.licenses[0].granted} licenses, ${dryRun.answer.emails} e-mails in ${dryRun.time} s`,
    );

    const registered = await call(base, cookie, 'register', body);
    console.log(`register (202, queued): ${registered.time} s`);
    const started = performance.now();
    const seen = new Set();
    for (;;) {
      const state = await (await fetch(`${base}/api/users/data/user-mass-import/${registered.answer.id}`, { headers: { cookie } })).json();
      seen.add(state.done);
      if (state.status === 'done' || state.status === 'failed') {
        console.log(
          `registration job: ${state.status} ${state.error ?? ''} ${state.done}/${state.total} in ${seconds(started)} s, ` +
            `${seen.size} distinct progress values seen (${[...seen].join(', ')})`,
        );
        if (state.status === 'failed') {
          const { rows: jobs } =
            await sql`select output from pgboss.job where name = 'users.mass-import' order by created_on desc limit 1`.execute(db);
          console.log(JSON.stringify(jobs[0]?.output).slice(0, 600));
        }
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const counts = await sql`select (select count(*) from users.users) as people,
      (select count(*) from elearning.license where ecourse_id = 4) as licenses,
      (select count(*) from users.outbox) as mails`.execute(db);
    console.log(`after: ${JSON.stringify(counts.rows[0])}`);

    const undone = await call(base, cookie, `${registered.answer.id}/undo`, {});
    console.log(`undo: ${undone.answer.status} in ${undone.time} s`);
    await app.close();
  } finally {
    await worker?.stop();
    await mail?.stop();
    await db.destroy();
    await pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
