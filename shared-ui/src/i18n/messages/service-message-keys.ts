// Read by complete-catalogues.test.ts in node only; never part of a bundle.
// eslint-disable-next-line no-restricted-imports
import { readFileSync, readdirSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports
import path from 'node:path';

/** A refusal a service can answer with: where it is thrown, its status and its text (a message key or English). */
export interface ServiceMessage {
  where: string;
  status: number;
  text: string;
}

const KEY = /^[a-z][A-Za-z0-9-]*(\.[A-Za-z0-9-]+)+$/;

/**
 * The message key of a refusal's text, or null when it is English: a 400 puts "field: " before its key; another
 * status may put details after it ("kpg.export.fileMissing: intro.mp4").
 */
export function messageKeyOf({ status, text }: Pick<ServiceMessage, 'status' | 'text'>): string | null {
  const [before, after] = /^([\w.${}[\]-]+): (.*)$/s.exec(text)?.slice(1) ?? [text, text];
  const message = status === 400 ? after! : before!;
  return KEY.test(message) ? message : null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** A quoted string whose quote is capture group `group` and whose text is the group after it. */
const string = (group: number) => `(['"\x60])((?:\\\\.|(?!\\${group})[^\\\\])*)\\${group}`;

/** Constants a refusal names instead of a literal: `const NAME = '…'` and `NAME = { prop: '…' }` (as NAME.prop). */
function constantsOf(sources: string[]): Map<string, string> {
  const constants = new Map<string, string>();
  for (const source of sources) {
    for (const match of source.matchAll(new RegExp(String.raw`const ([A-Z][A-Z0-9_]*)\s*=\s*${string(2)}`, 'g'))) {
      constants.set(match[1]!, match[3]!);
    }
    for (const block of source.matchAll(/const ([A-Z][A-Z0-9_]*)\s*=\s*\{([^}]*)\}/g)) {
      for (const prop of block[2]!.matchAll(new RegExp(String.raw`(\w+):\s*${string(2)}`, 'g'))) {
        constants.set(`${block[1]}.${prop[1]}`, prop[3]!);
      }
    }
  }
  return constants;
}

/**
 * Every refusal the services throw with `new HttpError(status, …)` or `RequestValidationError.forField(…)`, and every
 * message of the contracts' zod refinements (answered as a 400 naming the field), read from the source of every
 * service and contract under `root/services`.
 */
export function serviceMessages(root: string): ServiceMessage[] {
  const servicesDir = path.join(root, 'services');
  const files = readdirSync(servicesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      ['src', 'contract/src'].flatMap((part) => {
        const dir = path.join(servicesDir, entry.name, part);
        try {
          return sourceFiles(dir);
        } catch {
          return [];
        }
      }),
    );
  const sources = new Map(files.map((file) => [path.relative(root, file), readFileSync(file, 'utf8')]));
  const constants = constantsOf([...sources.values()]);
  const found: ServiceMessage[] = [];
  for (const [where, source] of sources) {
    for (const match of source.matchAll(new RegExp(String.raw`new HttpError\(\s*(\d{3}),\s*(?:${string(2)}|([A-Z][\w.]*))`, 'g'))) {
      const text = match[3] ?? constants.get(match[4]!);
      if (text !== undefined) found.push({ where, status: Number(match[1]), text });
    }
    for (const match of source.matchAll(new RegExp(String.raw`RequestValidationError\.forField\([^;]*?,\s*${string(1)}\s*\)`, 'g'))) {
      found.push({ where, status: 400, text: match[2]! });
    }
    if (where.includes(`${path.sep}contract${path.sep}`)) {
      for (const match of source.matchAll(new RegExp(String.raw`message:\s*${string(1)}`, 'g'))) {
        found.push({ where, status: 400, text: match[2]! });
      }
    }
  }
  return found;
}
