import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * The rows of a query a page at a time from a cursor in a read-only transaction on a connection of its own, so a
 * query over a million rows runs (and sorts) once and memory holds one page. The connection goes back to the pool
 * when the pages are read, or when the reader stops early (a download cut off ends the generator).
 */
export async function* cursorPages<Row>(db: Kysely<any>, query: RawBuilder<unknown> | null, size: number): AsyncGenerator<Row[]> {
  if (!query) return;
  let lent!: Kysely<any>;
  let release!: () => void;
  let held!: Promise<void>;
  // Kysely lends a connection for a callback's duration; the callback waits until the pages are read.
  const ready = new Promise<void>((gotIt) => {
    held = db.connection().execute((connection) => {
      lent = connection;
      gotIt();
      return new Promise<void>((done) => (release = done));
    });
  });
  // A pool that cannot lend a connection rejects `held` instead.
  await Promise.race([ready, held]);
  try {
    await sql`begin transaction read only`.execute(lent);
    await sql`declare report_rows no scroll cursor for ${query}`.execute(lent);
    for (;;) {
      const { rows } = await sql<Row>`fetch forward ${sql.raw(String(Math.trunc(size)))} from report_rows`.execute(lent);
      if (rows.length > 0) yield rows;
      if (rows.length < size) break;
    }
  } finally {
    await sql`rollback`.execute(lent).catch(() => undefined);
    release();
    await held;
  }
}
