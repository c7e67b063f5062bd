// JavaScript a person downloads before a route is usable, and how long that takes, measured in Chromium.
//   node bench/route-bytes.bench.js [platform URL] [runs=3]
// With a URL it measures that running platform (npm start); without, it starts the built platform
// (services/platform/dist/start.js, after `npm run build`) on free ports with a throwaway database, and stops it after.
// Each run is a new browser context (cold cache); bytes are what crossed the wire (compressed, with headers).
// playwright-core is installed with the e2e package's @playwright/test.
const { startPlatform } = require('./platform-process');
const { chromium } = require('playwright-core');

const url = process.argv[2]?.startsWith('http') ? process.argv[2].replace(/\/$/, '') : undefined;
const RUNS = Number(process.argv[url ? 3 : 2] ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The slow connection: 10 Mbit/s both ways, 40 ms latency.
const THROTTLED = { offline: false, latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 };
const ADMIN = { username: 'admin', password: 'atrium123' };

/** Each route: whether it needs a signed-in admin, and what on the page means a person can use it. */
const ROUTES = [
  { path: '/login', signedIn: false, usable: (page) => page.getByLabel(/username|brukernavn|användarnamn/i).waitFor() },
  {
    path: '/clcourses',
    signedIn: true,
    usable: (page) => page.getByRole('treegrid').or(page.getByRole('grid')).getByRole('row').nth(1).waitFor(),
  },
  // The learner runtime of the demo's first license (SCORM 1.2); its package's own files are not counted.
  {
    path: '/scorm/run/1',
    signedIn: true,
    usable: (page) => page.frameLocator('iframe.atr-runtime-frame').locator('body').or(page.getByRole('alert')).first().waitFor(),
  },
];

async function measure(browser, base, route, throttled) {
  const context = await browser.newContext({ baseURL: base });
  if (route.signedIn) {
    // Signing in through the API sets the session cookie without loading (and caching) any page.
    const response = await context.request.post('/api/users/login', { data: ADMIN });
    if (!response.ok()) throw new Error(`login answered ${response.status()}`);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttled) await cdp.send('Network.emulateNetworkConditions', THROTTLED);
  const scripts = new Map();
  let jsBytes = 0;
  let allBytes = 0;
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' && !response.url.includes('/packages/')) scripts.set(requestId, response.url);
  });
  const perScript = [];
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    allBytes += encodedDataLength;
    if (!scripts.has(requestId)) return;
    jsBytes += encodedDataLength;
    perScript.push([encodedDataLength, scripts.get(requestId)]);
  });
  const started = Date.now();
  await page.goto(route.path, { waitUntil: 'commit' });
  await route.usable(page);
  const usableMs = Date.now() - started;
  // Scripts still arriving after the page became usable count too: the route asked for them.
  await page.waitForLoadState('networkidle');
  await context.close();
  // BENCH_SCRIPTS=1 lists each script a route loaded with its bytes, largest first (which part to cut next).
  if (process.env.BENCH_SCRIPTS && !throttled) {
    console.log(`${route.path}:`);
    for (const [bytes, scriptUrl] of perScript.sort((a, b) => b[0] - a[0])) console.log(`  ${kib(bytes)}  ${new URL(scriptUrl).pathname}`);
  }
  return { jsBytes, allBytes, usableMs, scripts: scripts.size };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes) => `${Math.round(bytes / 1024).toLocaleString('en')} KiB`;

async function main() {
  const platform = url ? { base: url, stop: async () => undefined } : await startPlatform();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const rows = [];
  try {
    for (const route of ROUTES) {
      const runs = { fast: [], slow: [] };
      for (let run = 0; run < RUNS; run++) {
        runs.fast.push(await measure(browser, platform.base, route, false));
        runs.slow.push(await measure(browser, platform.base, route, true));
      }
      rows.push(
        `| ${route.path} | ${median(runs.fast.map((r) => r.scripts))} | ${kib(median(runs.fast.map((r) => r.jsBytes)))} | ` +
          `${kib(median(runs.fast.map((r) => r.allBytes)))} | ${median(runs.fast.map((r) => r.usableMs))} ms | ` +
          `${median(runs.slow.map((r) => r.usableMs))} ms |`,
      );
    }
  } finally {
    await browser.close();
    await platform.stop();
  }
  console.log(`Median of ${RUNS} cold runs against ${platform.base}\n`);
  console.log('| route | scripts | JS transferred | all transferred | usable | usable at 10 Mbit/s, 40 ms |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
