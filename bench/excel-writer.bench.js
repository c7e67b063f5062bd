// The spreadsheet writer alone (services/core's streamWorkbook, after `npm run build`), without a database or HTTP:
//   node bench/excel-writer.bench.js [rows=100000] [runs=3]
// Rows shaped as the course list's export (7 columns, a price with a number format, empty cells); the .xlsx goes to a
// consumer that reads as a download does. Prints time and this process's resident memory (peak sampled every 10 ms).
const { Writable } = require('node:stream');
const { pipeline } = require('node:stream/promises');
const { performance } = require('node:perf_hooks');
const { streamWorkbook } = require(process.env.EXCEL_MODULE ?? '@atrium/service-core/excel');

const ROWS = Number(process.argv[2] ?? 100_000);
const RUNS = Number(process.argv[3] ?? 3);
const COLUMNS = [
  { header: 'Id', key: 'id', width: 8 },
  { header: 'Internal name', key: 'internalName', width: 48 },
  { header: 'Product id', key: 'productId', width: 20 },
  { header: 'Price', key: 'price', width: 12, style: { numFmt: '0.00' } },
  { header: 'Currency', key: 'currency', width: 10 },
  { header: 'Product categories', key: 'productCategories', width: 40 },
  { header: 'Can purchase', key: 'canPurchase', width: 14 },
];

/** Batches of 500 with an event-loop turn between them, as the keyset reads of an export give. */
async function* rows() {
  for (let id = 1; id <= ROWS; id++) {
    yield {
      id,
      internalName: `Benchmark course ${id}`,
      productId: `B${id}`,
      price: id % 3 ? 1000 + id / 100 : null,
      currency: id % 3 ? 'NOK' : null,
      productCategories: id % 2 ? `HMS, Bench ${id % 20}` : null,
      canPurchase: id % 5 !== 0,
    };
    if (id % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}

async function main() {
  for (let run = 1; run <= RUNS; run++) {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    let bytes = 0;
    const started = performance.now();
    // CPU time as well as wall time: on the shared machine the wall time says more about the other builds.
    const cpuBefore = process.cpuUsage();
    await pipeline(
      streamWorkbook('Courses', COLUMNS, rows()),
      new Writable({
        write(chunk, _encoding, done) {
          bytes += chunk.length;
          setImmediate(done);
        },
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    clearInterval(sampler);
    console.log(
      `run ${run}: ${ROWS} rows, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(2)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s), ` +
        `RSS ${(before / 1e6).toFixed(0)} MB before, peak ${(peak / 1e6).toFixed(0)} MB`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
