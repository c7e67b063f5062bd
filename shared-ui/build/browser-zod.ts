// The zod every federated build shares (decision 0266): the shell provides it and the remotes use the shell's copy, so
// a page loads zod once. A module shared through federation keeps every export, and zod's own index exports all of
// zod (72 KiB compressed); this one exports the `z` of the functions Atrium's browser code calls, so zod is tree-shaken
// to them (about 26 KiB, what one package's copy was). Contracts still import `{ z } from 'zod'`; their builds resolve
// that request to this module. A function missing here fails the test in shared-ui/src/browser-zod.test.ts.
import * as zod from 'zod/v4';

export const z = {
  array: zod.array,
  boolean: zod.boolean,
  coerce: zod.coerce,
  date: zod.date,
  discriminatedUnion: zod.discriminatedUnion,
  email: zod.email,
  enum: zod.enum,
  int: zod.int,
  iso: zod.iso,
  literal: zod.literal,
  looseObject: zod.looseObject,
  map: zod.map,
  NEVER: zod.NEVER,
  null: zod.null,
  number: zod.number,
  object: zod.object,
  partialRecord: zod.partialRecord,
  preprocess: zod.preprocess,
  record: zod.record,
  set: zod.set,
  string: zod.string,
  stringbool: zod.stringbool,
  union: zod.union,
  unknown: zod.unknown,
  url: zod.url,
  uuid: zod.uuid,
};
