// Benchmark of the classroom course list (/clcourses) and its streamed Excel export on a large
// catalogue. Run after `npm run build`:  node bench/clcourses.bench.js [courses=50000]
// Uses embedded PostgreSQL in a temp folder, or DATABASE_URL when set (the data is then added to it).
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const { sql } = require('kysely');
const { createDb, startEmbeddedPostgres } = require('@atrium/service-core');
const { buildPlatformApp, prepareDatabase } = require('@atrium/platform');

const COURSES = Number(process.argv[2] ?? 50_000);
const CONCURRENCY = 8;
const REQUESTS = 400;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timedLoad(base, cookie, makeUrl) {
  const latencies = [];
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
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
    rps: Math.round(REQUESTS / seconds),
    p50: percentile(latencies, 50).toFixed(1),
    p95: percentile(latencies, 95).toFixed(1),
    p99: percentile(latencies, 99).toFixed(1),
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
  const pg = process.env.DATABASE_URL ? null : await startEmbeddedPostgres({ dataDir, port: 54349 });
  const db = createDb(process.env.DATABASE_URL ?? pg.connectionString);
  try {
    await prepareDatabase(db, { seedDemo: true });
    const seeded = performance.now();
    await sql`
      insert into classroom.classroom_course (uuid, product_uuid, internal_name, product_id, can_purchase, product_categories)
      select gen_random_uuid(), gen_random_uuid(), 'Benchmark course ' || n, 'B' || n, n % 5 <> 0, array['HMS', 'Bench ' || (n % 20)]
      from generate_series(1, ${COURSES}) as n`.execute(db);
    await sql`
      insert into classroom.classroom_course_price (classroom_course_id, from_date, to_date, value, currency)
      select id, current_date - 30, current_date + 335, 100000 + id, 'NOK' from classroom.classroom_course
      where internal_name like 'Benchmark course %'`.execute(db);
    await sql`analyze`.execute(db);
    console.log(`data: ${COURSES} courses with prices in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

    const app = await buildPlatformApp({ db, logger: false, sessionSecret: 'bench-secret-that-is-long-enough-0123456789' });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'atrium123' }),
    });
    const cookie = login.headers.get('set-cookie').split(';')[0];

    const pages = Math.floor(COURSES / 50);
    const scenarios = {
      'first page, default filter': () => '/api/classroom/data/clcourses',
      'random page of 50': (i) => `/api/classroom/data/clcourses?canPurchaseOnly=false&page=${1 + ((i * 7919) % pages)}`,
      'free text "course 12"': () => '/api/classroom/data/clcourses?q=course%2012',
      'id lookup': (i) => `/api/classroom/data/clcourses?q=${1 + i}`,
    };
    for (const [name, makeUrl] of Object.entries(scenarios)) {
      const result = await timedLoad(base, cookie, makeUrl);
      console.log(`list ${name}: ${result.rps} req/s, p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms`);
    }

    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const response = await fetch(`${base}/api/classroom/web/data/clcourses/excel`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'canPurchaseOnly=false',
    });
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.length;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const rows = COURSES + 40;
    console.log(
      `excel export: ${rows} rows, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s = ${Math.round(rows / seconds)} rows/s, ` +
        `peak RSS ${(peakRss / 1e6).toFixed(0)} MB (+${((peakRss - rssBefore) / 1e6).toFixed(0)} MB over the start)`,
    );
    await app.close();
  } finally {
    await db.destroy();
    await pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
