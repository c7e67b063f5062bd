import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';

/**
 * What a module run in an export process exports: the file for the input its route passed (as JSON), read through
 * the process's own connection. The module should import only what the file needs (no `@atrium/service-core`
 * index, no routes): the process loads it for every export.
 */
export interface ExportModule<Input> {
  exportFile: (db: Kysely<any>, input: Input) => Readable;
}
