// Benchmark of the classroom searches (/classroom-search, issue 19, decisions 0200 and 0229) on 200,000 instances and
// 1,000,000 purchase lines. Run after `npm run build`:
//   node bench/classroom-reports.bench.js [instances=200000] [linesPerInstance=5] [requests=10] [exports=1]
// Embedded PostgreSQL in a temp folder (or DATABASE_URL: the data is then added to it), the demo data plus the
// generated instances (one course day each, spread over 180 days from 90 days ago, so one search of the longest period
// the searches allow holds them all) and one order of one line per purchase, made with generate_series. The platform
// runs as its own process (bench/platform-process.js), so the peak memory measured is the server's alone.
// Scenarios: each report type's search (`requests` calls, 2 at a time) over one month, then the full export of the
// purchase report over all 180 days (every line) streamed as Excel and as CSV, and made by the background job
// (exports=0 leaves the files out). The searches ask for their first page and a later one (decision 0235); the load
// average is printed with each, and the sequential scans the searches made of the big tables are counted.
// A DATABASE_URL that already holds the bench instances is used as it is (its migrations brought up to date), so one
// generated database serves EXPLAIN and a run after a change; `generate` is exported for such a database's script.
const { mkdtempSync, rmSync } = require('node:fs');
const { loadavg, tmpdir } = require('node:os');
const path = require('node:path');
const { performance } = require('node:perf_hooks');
const { sql } = require('kysely');
const { createDb, startEmbeddedPostgres } = require('@atrium/service-core');
const { prepareDatabase } = require('@atrium/platform');
const { freePort } = require('./free-port');
const { startPlatform } = require('./platform-process');

const INSTANCES = Number(process.argv[2] ?? 200_000);
const LINES_PER_INSTANCE = Number(process.argv[3] ?? 5);
const REQUESTS = Number(process.argv[4] ?? 10);
const EXPORTS = process.argv[5] !== '0';
const CONCURRENCY = 2;
const FIRST_DAY = -90;
const DAYS = 180;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const isoDay = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const seconds = (started) => ((performance.now() - started) / 1000).toFixed(1);

async function generate(db) {
  await sql`
    insert into classroom.classroom_course_instance
      (classroom_course_id, status, start_date, end_date, length_days, course_place_id, can_purchase, course_internal,
       customer_id, internal_price, max_participants, price, currency, info)
    select courses.ids[1 + n % array_length(courses.ids, 1)], 3, current_date + ${FIRST_DAY}::int + n % ${DAYS}::int,
      current_date + ${FIRST_DAY}::int + n % ${DAYS}::int, 1, places.ids[1 + n % array_length(places.ids, 1)], true,
      n % 10 = 0, case when n % 10 = 0 then 1 end, case when n % 10 = 0 then 1500000 end, 12, 450000, 'NOK',
      'Bench instance ' || n
    from generate_series(1, ${INSTANCES}) as n,
      (select array_agg(id) as ids from classroom.classroom_course) as courses,
      (select array_agg(id) as ids from classroom.course_place) as places`.execute(db);
  await sql`
    insert into classroom.classroom_happening (cli_id, date, from_time, to_time)
    select i.id, i.start_date, '08:00', '16:00' from classroom.classroom_course_instance i where i.info like 'Bench instance %'`.execute(
    db,
  );
  // One order per line, placed 1 to 60 days before the course, for the demo customers.
  await sql`
    insert into reports."order" (customer_id, purchaser_user_id, your_reference, locale, site, currency, vat_percent, checkout_key, created)
    select 1 + n % 3, 1, 'Bench ' || n, 'nb_NO', 'NO', 'NOK', 25, gen_random_uuid(),
      now() + ((${FIRST_DAY}::int - 1 - n % 60) || ' days')::interval + (n % ${DAYS}::int || ' days')::interval + (n % 86400 || ' seconds')::interval
    from generate_series(1, ${INSTANCES * LINES_PER_INSTANCE}) as n`.execute(db);
  // The bench instances' ids and the bench orders' ids are each one run of a sequence: line k buys instance k mod N.
  await sql`
    insert into reports.purchase_line (order_id, course_type, course_id, instance_id, title, quantity, unit_net_price, net_price, user_ids)
    select o.id, 'CLASSROOM', i.classroom_course_id, i.id, 'Bench course', 1 + o.id % 3, 450000, 450000 * (1 + o.id % 3), '{1}'
    from (select min(id) as id from reports."order" where your_reference like 'Bench %') as first_order,
      (select min(id) as id from classroom.classroom_course_instance where info like 'Bench instance %') as first_instance,
      reports."order" o
      join classroom.classroom_course_instance i on true
    where o.id >= first_order.id and i.id = first_instance.id + (o.id - first_order.id) % ${INSTANCES}::int`.execute(db);
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

async function timedSearch(platform, cookie, type, body) {
  const latencies = [];
  let next = 0;
  let bytes = 0;
  let peakRss = platform.memory().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, platform.memory().rss)), 50);
  const worker = async () => {
    while (next < REQUESTS) {
      next += 1;
      const started = performance.now();
      const response = await fetch(`${platform.base}/api/reports/data/classroom-search/${type}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${type} answered ${response.status}: ${text.slice(0, 300)}`);
      latencies.push(performance.now() - started);
      bytes = text.length;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), bytes, peakRss };
}

async function streamedExport(platform, cookie, format, query) {
  const before = platform.memory().rss;
  let peakRss = before;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, platform.memory().rss)), 20);
  const started = performance.now();
  const response = await fetch(`${platform.base}/api/reports/data/classroom-search/PURCHASE_REPORT/${format}?${query}`, {
    headers: { cookie },
  });
  if (!response.ok) throw new Error(`${format} export answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    if (format === 'csv') for (const byte of chunk) if (byte === 10) lines += 1;
  }
  clearInterval(sampler);
  return { seconds: seconds(started), bytes, lines, before, peakRss };
}

async function backgroundExport(platform, cookie, format, query) {
  const before = platform.memory().rss;
  let peakRss = before;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, platform.memory().rss)), 20);
  const started = performance.now();
  const headers = { cookie, 'content-type': 'application/json' };
  const body = JSON.stringify({ type: 'PURCHASE_REPORT', format, query });
  let made = await (await fetch(`${platform.base}/api/reports/data/report-exports`, { method: 'POST', headers, body })).json();
  while (made.status === 'queued' || made.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 500));
    made = await (await fetch(`${platform.base}/api/reports/data/report-exports/${made.id}`, { headers: { cookie } })).json();
  }
  const madeIn = seconds(started);
  const file = await fetch(`${platform.base}/api/reports/data/report-exports/${made.id}/file`, { headers: { cookie } });
  let bytes = 0;
  for await (const chunk of file.body) bytes += chunk.length;
  clearInterval(sampler);
  return { status: made.status, rows: made.done, madeIn, bytes, before, peakRss };
}

const mb = (bytes) => (bytes / 1e6).toFixed(0);

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
  const pg = process.env.DATABASE_URL ? null : await startEmbeddedPostgres({ dataDir, port: await freePort() });
  const connection = process.env.DATABASE_URL ?? pg.connectionString;
  const db = createDb(connection);
  let platform;
  try {
    await prepareDatabase(db, { seedDemo: true });
    const seeded = performance.now();
    const { rows: generated } = await sql`select exists (select from classroom.classroom_course_instance
      where info like 'Bench instance %') as found`.execute(db);
    if (!generated[0].found) await generate(db);
    const { rows: counted } = await sql`select (select count(*) from classroom.classroom_course_instance)::int as instances,
      (select count(*) from reports.purchase_line)::int as lines`.execute(db);
    console.log(`data: ${counted[0].instances} instances, ${counted[0].lines} purchase lines in ${seconds(seeded)} s`);

    platform = await startPlatform({ DATABASE_URL: connection, ATRIUM_FILES_DIR: path.join(dataDir, 'files') });
    const cookie = await login(platform.base);
    const month = { fromDate: isoDay(0), toDate: isoDay(30) };
    const thisMonth = `${isoDay(0).slice(0, 7)}-01`;
    const spring = new Date().getUTCMonth() < 6;
    const searches = {
      COURSE_LIST: month,
      COURSE_PLAN: { period: spring ? 'SPRING' : 'FALL', year: new Date().getUTCFullYear() },
      COURSE_TURNOVER: month,
      COURSE_TURNOVER_POTENTIAL: { date: thisMonth },
      PURCHASE_REPORT: month,
    };
    const seqScans = async () =>
      (
        await sql`select schemaname || '.' || relname as name, seq_scan, seq_tup_read from pg_stat_user_tables
          where schemaname in ('classroom', 'reports') and n_live_tup > 10000`.execute(db)
      ).rows;
    const scansBefore = await seqScans();
    for (const [type, body] of Object.entries(searches)) {
      for (const page of [1, 20]) {
        const result = await timedSearch(platform, cookie, type, { ...body, page });
        console.log(
          `search ${type} ${JSON.stringify({ ...body, page })}: p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms, ` +
            `answer ${(result.bytes / 1e6).toFixed(2)} MB, server peak RSS ${mb(result.peakRss)} MB, ` +
            `load average ${loadavg()[0].toFixed(1)}`,
        );
      }
    }
    // Statistics reach pg_stat_user_tables within a second of a query's end.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const after of await seqScans()) {
      const before = scansBefore.find((table) => table.name === after.name);
      const scans = Number(after.seq_scan) - Number(before?.seq_scan ?? 0);
      if (scans > 0)
        console.log(
          `sequential scans during the searches: ${after.name} ${scans}, ${Number(after.seq_tup_read) - Number(before?.seq_tup_read ?? 0)} rows read`,
        );
    }
    if (!EXPORTS) return;

    const all = `fromDate=${isoDay(FIRST_DAY)}&toDate=${isoDay(FIRST_DAY + DAYS - 1)}`;
    for (const format of ['csv', 'excel']) {
      const result = await streamedExport(platform, cookie, format, all);
      console.log(
        `streamed ${format} export of every line: ${format === 'csv' ? `${result.lines - 1} rows, ` : ''}${mb(result.bytes)} MB in ` +
          `${result.seconds} s, server RSS ${mb(result.before)} MB before, peak ${mb(result.peakRss)} MB`,
      );
    }
    for (const format of ['csv', 'excel']) {
      const result = await backgroundExport(platform, cookie, format, all);
      console.log(
        `background ${format} export of every line: ${result.status}, ${result.rows} rows made in ${result.madeIn} s, ` +
          `${mb(result.bytes)} MB, server RSS ${mb(result.before)} MB before, peak ${mb(result.peakRss)} MB, ` +
          `process high-water mark ${mb(platform.memory().peak)} MB`,
      );
    }
  } finally {
    await platform?.stop();
    await db.destroy();
    await pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module)
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });

module.exports = { generate };
