// Benchmark of the advanced course instance search (/clicourses/search) and its streamed Excel export
// on a large data set. Run after `npm run build`:  node bench/clicourses-search.bench.js [instances=50000]
// Each instance has 4 happenings (200,000 for the default). Uses embedded PostgreSQL in a temp folder,
// or DATABASE_URL when set (the data is then added to it; a database that already holds the bench instances is used as
// it is, its migrations brought up to date, so one generated database serves EXPLAIN and runs before and after a change).
// The load average is printed with each scenario: the machine is shared.
const { mkdtempSync, rmSync } = require('node:fs');
const { loadavg, tmpdir } = require('node:os');
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const { sql } = require('kysely');
const { createDb, startEmbeddedPostgres } = require('@atrium/service-core');
const { buildPlatformApp, prepareDatabase } = require('@atrium/platform');
const { freePort } = require('./free-port');

const INSTANCES = Number(process.argv[2] ?? 50_000);
const HAPPENINGS_PER_INSTANCE = 4;
const CONCURRENCY = 8;
const WARM_UP_REQUESTS = 16;
const REQUESTS = 200;
// Start dates spread evenly over five years around today.
const SPREAD_DAYS = 1826;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const isoDay = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function timedLoad(base, cookie, makeUrl, requests = REQUESTS) {
  const latencies = [];
  let next = 0;
  let rows = 0;
  let total = 0;
  const worker = async () => {
    while (next < requests) {
      const url = makeUrl(next++);
      const started = performance.now();
      const response = await fetch(base + url, { headers: { cookie } });
      const body = await response.json();
      if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
      latencies.push(performance.now() - started);
      rows += body.clis.length;
      total += body.total;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(requests / seconds),
    rows: Math.round(rows / requests),
    total: Math.round(total / requests),
    p50: percentile(latencies, 50).toFixed(1),
    p95: percentile(latencies, 95).toFixed(1),
    p99: percentile(latencies, 99).toFixed(1),
  };
}

async function generate(db) {
  await sql`
    insert into classroom.classroom_course_instance
      (classroom_course_id, status, sku, start_date, end_date, length_days, course_place_id, can_purchase,
       course_internal, customer_id, internal_price, order_reference, info)
    select courses.ids[1 + n % array_length(courses.ids, 1)], 1 + n % 5, case when n % 7 = 0 then null else 'SKU-' || n end,
      current_date - ${SPREAD_DAYS / 2}::int + n % ${SPREAD_DAYS}::int, current_date - ${SPREAD_DAYS / 2}::int + n % ${SPREAD_DAYS}::int + 3,
      4, places.ids[1 + n % array_length(places.ids, 1)], n % 9 <> 0,
      n % 10 = 0, case when n % 10 = 0 then 1 + n % 300 end, case when n % 10 = 0 then 100000 end,
      case when n % 10 = 0 then 'PO-' || n end, 'Bench instance ' || n
    from generate_series(1, ${INSTANCES}) as n,
      (select array_agg(id) as ids from classroom.classroom_course) as courses,
      (select array_agg(id) as ids from classroom.course_place) as places`.execute(db);
  await sql`
    insert into classroom.classroom_happening (cli_id, date, from_time, to_time, room_id)
    select i.id, i.start_date + d, '08:00', '16:00', rooms.ids[1 + (i.id + d) % array_length(rooms.ids, 1)]
    from classroom.classroom_course_instance i, generate_series(0, ${HAPPENINGS_PER_INSTANCE - 1}) as d,
      (select array_agg(id) as ids from classroom.course_place_room) as rooms
    where i.info like 'Bench instance %'`.execute(db);
  await sql`
    insert into classroom.classroom_happening_instructor (happening_id, instructor_id)
    select h.id, 100 + h.id % 40 from classroom.classroom_happening h where h.id % 2 = 0`.execute(db);
  await sql`analyze`.execute(db);
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
  const pg = process.env.DATABASE_URL ? null : await startEmbeddedPostgres({ dataDir, port: await freePort() });
  const db = createDb(process.env.DATABASE_URL ?? pg.connectionString);
  try {
    await prepareDatabase(db, { seedDemo: true });
    const seeded = performance.now();
    const { rows: generated } = await sql`select exists (select from classroom.classroom_course_instance
      where info like 'Bench instance %') as found`.execute(db);
    if (!generated[0].found) await generate(db);
    const counts = await sql`select (select count(*) from classroom.classroom_course_instance) as instances,
      (select count(*) from classroom.classroom_happening) as happenings`.execute(db);
    console.log(
      `data: ${counts.rows[0].instances} instances, ${counts.rows[0].happenings} happenings in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );

    const app = await buildPlatformApp({ db, logger: false, sessionSecret: 'bench-secret-that-is-long-enough-0123456789' });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'atrium123' }),
    });
    const cookie = login.headers.get('set-cookie').split(';')[0];

    const search = '/api/classroom/clicourses/advanced-search/datespan';
    const window = (i, days) => `fromDate=${isoDay(i % 60)}&toDate=${isoDay((i % 60) + days)}`;
    // Rows anywhere in the default window, whose cursors ask for the page after (or before) them.
    const { rows: anchors } = await sql`select start_date::text as d, id from classroom.classroom_course_instance
      where start_date between current_date and current_date + 91 order by random() limit ${REQUESTS}`.execute(db);
    const cursor = (i) => encodeURIComponent(JSON.stringify([anchors[i % anchors.length].d, anchors[i % anchors.length].id]));
    const todayWindow = `fromDate=${isoDay(0)}&toDate=${isoDay(91)}`;
    const { total } = await (await fetch(`${base}${search}?${todayWindow}`, { headers: { cookie } })).json();
    // Page turns carry the total of the first page, as the screen's page links do (keysetPageQuery).
    const today = `${todayWindow}&total=${total}`;
    const scenarios = {
      'default window (3 months), first page': (i) => `${search}?${window(i, 91)}`,
      'default window, next page from any row': (i) => `${search}?${today}&page=2&after=${cursor(i)}`,
      'default window, previous page from any row': (i) => `${search}?${today}&page=2&before=${cursor(i)}`,
      'default window, 5 pages ahead': (i) => `${search}?${today}&page=7&after=${cursor(i)}&skip=500`,
      'default window, last page': (i) => `${search}?${window(i, 91)}&last=true`,
      'default window, whole window in one answer (pageSize 1000)': (i) => `${search}?${window(i, 91)}&pageSize=1000`,
      'one week': (i) => `${search}?${window(i, 7)}`,
      '3 months, instructor': (i) => `${search}?${window(i, 91)}&instructorId=${100 + (i % 40)}`,
      '3 months, free text': (i) => `${search}?${window(i, 91)}&freeText=PO-${1000 + i}`,
      '3 months, purchasable only': (i) => `${search}?${window(i, 91)}&show=purchasable`,
      '3 months, course place and customer': (i) => `${search}?${window(i, 91)}&coursePlaceId=${1 + (i % 4)}&customerId=${1 + (i % 300)}`,
    };
    // Every scenario once untimed first, so the first one timed does not pay for the server's cold start (its code
    // still being compiled, PostgreSQL's caches empty).
    for (const makeUrl of Object.values(scenarios)) await timedLoad(base, cookie, makeUrl, WARM_UP_REQUESTS);
    for (const [name, makeUrl] of Object.entries(scenarios)) {
      const result = await timedLoad(base, cookie, makeUrl);
      console.log(
        `search ${name}: ${result.rows} instances/answer of ${result.total}, ${result.rps} req/s, p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, load average ${loadavg()[0].toFixed(1)}`,
      );
    }

    const year = `fromDate=${isoDay(0)}&toDate=${isoDay(365)}`;
    const shown = (await (await fetch(`${base}${search}?${year}`, { headers: { cookie } })).json()).total;
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const response = await fetch(`${base}${search}?${year}&toExcel=true`, { headers: { cookie } });
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.length;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    console.log(
      `excel export (365 days): ${shown} rows, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s = ${Math.round(shown / seconds)} rows/s, ` +
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
