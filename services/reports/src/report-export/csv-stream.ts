import { Readable } from 'node:stream';

const SEPARATOR = ';';
const BYTE_ORDER_MARK = '\uFEFF';

/** A field as CSV writes it: quoted when it holds the separator, a quote or a line break. */
function field(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Minor units as currency units with 2 decimals, in integers so no float rounding creeps in (1005 → "10.05"). */
export function unitsOf(minor: number): string {
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The CSV of the reports (document 003 §9's e-learning CSV is the model): semicolon-separated, opened by a byte-order
 * mark so Excel reads the Norwegian and Swedish letters, CRLF line ends. Each line is written as its row is read, so
 * memory stays flat however many rows there are; a slow reader makes the reading wait (Readable.from pulls).
 */
export function csvStream(header: string[], rows: AsyncIterable<string[]>): Readable {
  async function* lines() {
    yield `${BYTE_ORDER_MARK}${header.map(field).join(SEPARATOR)}\r\n`;
    for await (const values of rows) yield `${values.map(field).join(SEPARATOR)}\r\n`;
  }
  return Readable.from(lines());
}
