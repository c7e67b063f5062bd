import type { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { streamWorkbook } from '../src/excel';

const COLUMNS = [
  { header: 'Id', key: 'id', width: 8 },
  { header: 'Price', key: 'price', width: 12, style: { numFmt: '0.00' } },
  { header: 'Start', key: 'start', width: 12, style: { numFmt: 'dd.mm.yyyy' } },
  { header: 'Name', key: 'name', width: 20 },
];

async function* rowsOf(count: number) {
  for (let id = 1; id <= count; id++) {
    yield { id, price: id % 3 === 0 ? null : id / 4, start: new Date(Date.UTC(2027, 0, id)), name: id % 2 ? `Course ${id}` : null };
  }
}

describe('streamWorkbook', () => {
  it('writes every row with its column’s number format, however many cells share it', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await buffer(streamWorkbook('Courses', COLUMNS, rowsOf(50)))) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;

    expect(sheet.rowCount).toBe(51);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Id', 'Price', 'Start', 'Name']);
    for (const rowNumber of [2, 3, 50, 51]) {
      const row = sheet.getRow(rowNumber);
      const id = rowNumber - 1;
      expect(row.getCell(1).value).toBe(id);
      expect(row.getCell(1).numFmt).toBeUndefined();
      expect(row.getCell(2).value).toBe(id % 3 === 0 ? null : id / 4);
      if (id % 3 !== 0) expect(row.getCell(2).numFmt).toBe('0.00');
      expect(row.getCell(3).value).toEqual(new Date(Date.UTC(2027, 0, id)));
      expect(row.getCell(3).numFmt).toBe('dd.mm.yyyy');
      expect(row.getCell(4).value).toBe(id % 2 ? `Course ${id}` : null);
    }
  });

  it('waits for a slow reader, and stops reading rows when the reader goes away', async () => {
    let read = 0;
    let finished = false;
    async function* endless() {
      try {
        for (;;) {
          read++;
          // Text that compresses badly, so the compressed stream fills quickly.
          yield { id: read, price: read, start: new Date(), name: `${Math.random()} ${Math.random()} ${Math.random()}` };
          // As a database read does, each row gives the event loop a turn (the compression runs between them).
          await new Promise((resolve) => setImmediate(resolve));
        }
      } finally {
        finished = true;
      }
    }
    // The stream is a PassThrough: its writable side is where exceljs writes.
    const output = streamWorkbook('Courses', COLUMNS, endless()) as PassThrough;
    // Nobody reads: the stream fills, and the reading waits instead of going on into memory.
    for (let turn = 0; turn < 100_000 && !output.writableNeedDrain; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(output.writableNeedDrain).toBe(true);
    // The row being read when the stream filled is still written; after it the reading waits.
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
    const readWhenFull = read;
    for (let turn = 0; turn < 50; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(read).toBe(readWhenFull);

    output.destroy();
    await new Promise((resolve) => output.once('close', resolve));
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(finished).toBe(true);
  });
});
