import { Readable } from 'node:stream';

const SEPARATOR = ';';
const BYTE_ORDER_MARK = '\uFEFF';

const quoted = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * A CSV as the documents write them (003 §9): semicolon-separated, opened by a byte-order mark so Excel reads the
 * Norwegian and Swedish letters, a field quoted when it holds the separator, a quote or a line break. Rows are
 * written as they are read, so memory stays flat however many there are.
 */
export function streamCsv(header: string[], rows: AsyncIterable<string[]>): Readable {
  async function* lines() {
    yield `${BYTE_ORDER_MARK}${header.map(quoted).join(SEPARATOR)}\r\n`;
    for await (const row of rows) yield `${row.map(quoted).join(SEPARATOR)}\r\n`;
  }
  return Readable.from(lines());
}
