import { spawn } from 'node:child_process';
import path from 'node:path';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { databaseUrlOf } from '../db';
import { failureOf } from './export-failure';
import { processExportSlots, type ExportSlots } from './export-slots';

export interface ChildExport {
  /** The export module's file (`require.resolve('./x-excel')`): its `exportFile` writes the file (ExportModule). */
  module: string;
  /** Handed to `exportFile` as JSON: the route's validated input and what else the file needs (the locale). */
  input: unknown;
  contentType: string;
  fileName: string;
  /** The limit it counts against: the process's own unless a route has one of its own. */
  slots?: ExportSlots;
}

// Under the tests the services run from their TypeScript sources, so the export process does too, through jiti and
// the packages' `source` exports, as jest reads them.
const FROM_SOURCE = __filename.endsWith('.ts');
const CHILD_ENTRY = path.join(__dirname, `export-child${path.extname(__filename)}`);
const NODE_ARGUMENTS = FROM_SOURCE ? ['--import', 'jiti/register', '--conditions=source'] : [];

/**
 * Answers with a file written by an export process of its own (decision 0265), so the file's memory and CPU are that
 * process's and not the server's. A failure before the first byte is an error answer as any handler's would be; after
 * it the answer is cut off, so a broken file is never taken for a whole one. A caller that goes away ends the process.
 */
export async function sendChildExport(reply: FastifyReply, db: Kysely<any>, options: ChildExport): Promise<FastifyReply> {
  // Before anything is started: a handle that names no database is the route's mistake, and must leak no process.
  const databaseUrl = databaseUrlOf(db);
  const left = new AbortController();
  reply.raw.once('close', () => left.abort());
  const release = await (options.slots ?? processExportSlots).acquire(left.signal);

  const child = spawn(process.execPath, [...NODE_ARGUMENTS, CHILD_ENTRY, options.module], { stdio: ['pipe', 'pipe', 'inherit', 'pipe'] });
  // Pipes, as asked for above; node's types cannot tell from a stdio list of four.
  const [stdin, stdout, , failures] = child.stdio as unknown as [Writable, Readable, null, Readable];
  let report = '';
  failures.setEncoding('utf8').on('data', (chunk: string) => (report += chunk));
  const ended = new Promise<Error | undefined>((resolve) => {
    child.once('error', (error) => resolve(error));
    child.once('close', (code, signal) => resolve(code === 0 ? undefined : failureOf(report, code, signal)));
  });
  void ended.then(release);
  const end = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
  };
  if (left.signal.aborted) end();
  else left.signal.addEventListener('abort', end, { once: true });
  // A process that failed before reading its input breaks this pipe; what it reported is the answer.
  stdin.on('error', () => undefined);
  stdin.end(JSON.stringify({ databaseUrl, input: options.input }));

  const first = await Promise.race([firstChunk(stdout), ended.then(() => undefined)]);
  if (!first) {
    const failure = await ended;
    if (failure) throw failure;
  }
  const body = new PassThrough();
  if (first) body.write(first);
  stdout.pipe(body, { end: false });
  void ended.then((failure) => (failure ? failOnceRead(body, failure) : body.end()));
  return reply
    .type(options.contentType)
    .header('content-disposition', `attachment; filename="${options.fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * Ends the stream with the failure once the bytes it holds were read on: destroying it at once would drop them and,
 * before the answer's head was written, turn a cut-off file into an error answer by chance of timing.
 */
function failOnceRead(stream: PassThrough, failure: Error): void {
  if (stream.destroyed || stream.readableLength === 0) stream.destroy(failure);
  else setTimeout(() => failOnceRead(stream, failure), 10);
}

/** The stream's first chunk, the stream paused after it until it is piped on. */
function firstChunk(stream: Readable): Promise<Buffer> {
  return new Promise((resolve) =>
    stream.once('data', (chunk: Buffer) => {
      stream.pause();
      resolve(chunk);
    }),
  );
}
