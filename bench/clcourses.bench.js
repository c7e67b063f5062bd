// Benchmark of the classroom course list (/clcourses) and its streamed Excel export on a large
// catalogue. Run after `npm run build`:  node bench/clcourses.bench.js [courses=50000] [exportRows=100000, 0 for none]
// Uses embedded PostgreSQL in a temp folder, or DATABASE_URL when set (the data is then added to it; a database that
// already holds as many bench courses is used as it is, so one generated database serves EXPLAIN and runs before and
// after a change). The load average is printed with each scenario: the machine is shared.
// The list runs on the platform app in this process; its hot first page is compared with a bare Fastify app
// running the same list function; the export runs against the platform as its own process, which writes the file in an
// export process of its own (decision 0265): the bench reports that process's peak RSS and the server's apart.
// BENCH_EXPORT_ONLY=1 skips the list scenarios; EXPORT_RUNS=n (default 1) exports n times in a row.
const { mkdtempSync, rmSync } = require('node:fs');
const { loadavg, tmpdir } = require('node:os');
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const { sql } = require('kysely');
const { createDb, startEmbeddedPostgres } = require('@atrium/service-core');
const Fastify = require('fastify');
const { buildPlatformApp, prepareDatabase } = require('@atrium/platform');
const { listCourses } = require('../services/classroom/dist/courses/list-courses');
const { classroomDb } = require('../services/classroom/dist/db');
const { freePort } = require('./free-port');
const { startPlatform } = require('./platform-process');

const COURSES = Number(process.argv[2] ?? 50_000);
const EXPORT_ROWS = Number(process.argv[3] ?? 100_000);
const CONCURRENCY = 8;
const WARM_UP_REQUESTS = 16;
const REQUESTS = 400;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timedLoad(base, cookie, makeUrl, requests = REQUESTS) {
  const latencies = [];
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      const url = makeUrl(next++);
      const started = performance.now();
      const response = await fetch(base + url, { headers: { cookie } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(requests / seconds),
    p50: percentile(latencies, 50).toFixed(1),
    p95: percentile(latencies, 95).toFixed(1),
    p99: percentile(latencies, 99).toFixed(1),
  };
}

async function addCourses(db, from, to) {
  const { rows: present } = await sql`select count(*)::int as n from classroom.classroom_course
    where internal_name like 'Benchmark course %'`.execute(db);
  if (present[0].n >= to) return;
  await sql`
    insert into classroom.classroom_course (uuid, product_uuid, internal_name, product_id, can_purchase, product_categories)
    select gen_random_uuid(), gen_random_uuid(), 'Benchmark course ' || n, 'B' || n, n % 5 <> 0, array['HMS', 'Bench ' || (n % 20)]
    from generate_series(${from}::int, ${to}::int) as n`.execute(db);
  await sql`
    insert into classroom.classroom_course_price (classroom_course_id, from_date, to_date, value, currency)
    select c.id, current_date - 30, current_date + 335, 100000 + c.id, 'NOK' from classroom.classroom_course c
    where c.internal_name like 'Benchmark course %' and not exists (select 1 from classroom.classroom_course_price p where p.classroom_course_id = c.id)`.execute(
    db,
  );
  await sql`analyze`.execute(db);
}

async function login(base) {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'atrium123' }),
  });
  return response.headers.get('set-cookie').split(';')[0];
}

/** The same list function as the platform's route, on a bare Fastify app: no session, validation or compression. */
async function bareApp(db) {
  const app = Fastify();
  const classroom = classroomDb(db);
  app.get('/bare/clcourses', async () =>
    listCourses(classroom, { canPurchaseOnly: true, currency: 'NOK', page: 1, pageSize: 50, skip: 0, last: false }),
  );
  return { app, base: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
  const pg = process.env.DATABASE_URL ? null : await startEmbeddedPostgres({ dataDir, port: await freePort() });
  const db = createDb(process.env.DATABASE_URL ?? pg.connectionString);
  try {
    await prepareDatabase(db, { seedDemo: true });
    const seeded = performance.now();
    await addCourses(db, 1, COURSES);
    console.log(`data: ${COURSES} courses with prices in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

    if (!process.env.BENCH_EXPORT_ONLY) await listScenarios(db);

    if (EXPORT_ROWS === 0) return; // exportRows=0: the list alone
    if (EXPORT_ROWS > COURSES) await addCourses(db, COURSES + 1, EXPORT_ROWS);
    await exportRuns(db, pg);
  } finally {
    await db.destroy();
    await pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function listScenarios(db) {
  {
    const app = await buildPlatformApp({ db, logger: false, sessionSecret: 'bench-secret-that-is-long-enough-0123456789' });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = await login(base);

    const pages = Math.floor(COURSES / 50);
    // Rows anywhere in the list, whose cursors ask for the page after (or before) them, as the screen's page links do.
    const { rows: anchors } = await sql`select lower(internal_name) as k, id from classroom.classroom_course
      order by random() limit ${REQUESTS}`.execute(db);
    const cursor = (i) => encodeURIComponent(JSON.stringify([anchors[i % anchors.length].k, anchors[i % anchors.length].id]));
    const all = await (await fetch(`${base}/api/classroom/data/clcourses?canPurchaseOnly=false`, { headers: { cookie } })).json();
    // A page turn carries the total of its first page, as the screen's page links do (keysetPageQuery).
    const list = `/api/classroom/data/clcourses?canPurchaseOnly=false&total=${all.total}`;
    const scenarios = {
      'first page, default filter': () => '/api/classroom/data/clcourses',
      'any page: next from any row (keyset)': (i) => `${list}&page=2&after=${cursor(i)}`,
      'any page: previous from any row (keyset)': (i) => `${list}&page=2&before=${cursor(i)}`,
      'any page: 5 pages ahead of any row (keyset)': (i) => `${list}&page=7&after=${cursor(i)}&skip=250`,
      'last page': () => `${list}&last=true`,
      'random page by number (OFFSET, a typed link, counted)': (i) =>
        `/api/classroom/data/clcourses?canPurchaseOnly=false&page=${1 + ((i * 7919) % pages)}`,
      'free text "course 12"': () => '/api/classroom/data/clcourses?q=course%2012',
      'id lookup': (i) => `/api/classroom/data/clcourses?q=${1 + i}`,
    };
    // Every scenario once untimed first, so the first one timed does not pay for the server's cold start (its code
    // still being compiled, PostgreSQL's caches empty).
    for (const makeUrl of Object.values(scenarios)) await timedLoad(base, cookie, makeUrl, WARM_UP_REQUESTS);
    for (const [name, makeUrl] of Object.entries(scenarios)) {
      const result = await timedLoad(base, cookie, makeUrl);
      console.log(
        `list ${name}: ${result.rps} req/s, p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, load average ${loadavg()[0].toFixed(1)}`,
      );
    }

    const bare = await bareApp(db);
    const hot = await timedLoad(base, cookie, () => '/api/classroom/data/clcourses');
    const plain = await timedLoad(bare.base, cookie, () => '/bare/clcourses');
    console.log(
      `hot endpoint (first page): platform ${hot.rps} req/s, bare Fastify ${plain.rps} req/s, ratio ${(hot.rps / plain.rps).toFixed(2)}, load average ${loadavg()[0].toFixed(1)}`,
    );
    await bare.app.close();
    await app.close();
  }
}

async function exportRuns(db, pg) {
  {
    const { rows: counted } = await sql`select count(*)::int as n from classroom.classroom_course`.execute(db);
    const platform = await startPlatform({ DATABASE_URL: process.env.DATABASE_URL ?? pg.connectionString });
    try {
      const platformCookie = await login(platform.base);
      for (let run = 0; run < Number(process.env.EXPORT_RUNS ?? 1); run++) await exportOnce(platform, platformCookie, counted[0].n);
    } finally {
      await platform.stop();
    }
  }
}

async function exportOnce(platform, platformCookie, rows) {
  const before = platform.memory();
  let peakRss = before.rss;
  // Each export process's (decision 0265) highest VmHWM seen: its own peak, sampled until it ends.
  const exportPeaks = new Map();
  const sample = () => {
    peakRss = Math.max(peakRss, platform.memory().rss);
    for (const [pid, memory] of platform.exportProcessMemory()) exportPeaks.set(pid, Math.max(exportPeaks.get(pid) ?? 0, memory.peak));
  };
  const sampler = setInterval(sample, 20);
  const load = loadavg()[0];
  const started = performance.now();
  const response = await fetch(`${platform.base}/api/classroom/web/data/clcourses/excel`, {
    method: 'POST',
    headers: { cookie: platformCookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'canPurchaseOnly=false',
  });
  let bytes = 0;
  let firstByte;
  for await (const chunk of response.body) {
    firstByte ??= performance.now() - started;
    bytes += chunk.length;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const exportPeak = Math.max(0, ...exportPeaks.values());
  console.log(
    `excel export: ${rows} rows, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s = ${Math.round(rows / seconds)} rows/s, ` +
      `first byte after ${(firstByte / 1000).toFixed(2)} s, ` +
      `export process peak RSS ${exportPeaks.size ? `${(exportPeak / 1e6).toFixed(0)} MB` : 'none seen'}, ` +
      `server peak RSS ${(peakRss / 1e6).toFixed(0)} MB (${(before.rss / 1e6).toFixed(0)} MB before the export), ` +
      `server high-water mark ${(platform.memory().peak / 1e6).toFixed(0)} MB, load average ${load.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
