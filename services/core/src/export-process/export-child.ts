// The export process (decision 0265): started by sendChildExport with the export module's file as its argument and
// `{ databaseUrl, input }` on stdin; writes the module's file to stdout and a failure to file descriptor 3. It loads
// only the database layer and that module, so it starts quickly and its memory is the export's own.
import { writeSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { finished } from 'node:stream/promises';
import { createDb } from '../db';
import { failureReport } from './export-failure';
import type { ExportModule } from './export-module';

const FAILURE_FD = 3;

async function main(): Promise<void> {
  const moduleFile = process.argv[2];
  if (!moduleFile) throw new Error('The export module file is missing');
  // Read before loading the module, so the answering process's input is off its pipe as soon as possible.
  const { databaseUrl, input } = JSON.parse(await text(process.stdin)) as { databaseUrl: string; input: unknown };
  // require, not import(): the build makes both CommonJS, and under the tests jiti's require reads the TypeScript.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { exportFile } = require(moduleFile) as ExportModule<unknown>;
  const db = createDb(databaseUrl);
  try {
    // Not pipeline(): on a failure it would destroy stdout with the bytes still on their way in it, and the answering
    // process must get what was written before the failure to tell a cut-off file from an error answer.
    const file = exportFile(db, input);
    file.pipe(process.stdout);
    await finished(file);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  writeSync(FAILURE_FD, failureReport(error));
  process.exitCode = 1;
});
