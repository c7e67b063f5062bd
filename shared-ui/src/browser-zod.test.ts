import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// The zod the federated builds share (decision 0266); it keeps only the functions listed there.
import { z as browserZod } from '../build/browser-zod';

const ROOT = path.resolve(__dirname, '../..');

/** The source folders whose code runs in a federated browser build: the shell, shared-ui, the remotes, the contracts. */
function browserSourceDirs(): string[] {
  const inRoot = (prefix: string) => readdirSync(ROOT).filter((name) => name.startsWith(prefix));
  const services = readdirSync(path.join(ROOT, 'services')).map((area) => path.join('services', area, 'contract/src'));
  return ['shell/src', 'shared-ui/src', ...inRoot('mf-').map((name) => `${name}/src`), ...services]
    .map((dir) => path.join(ROOT, dir))
    .filter((dir) => {
      try {
        return readdirSync(dir).length > 0;
      } catch {
        return false;
      }
    });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the zod the browser builds share', () => {
  const files = browserSourceDirs().flatMap(sourceFiles);
  const zodFiles = files.filter((file) => /from 'zod'/.test(readFileSync(file, 'utf8')));

  it('finds the browser code that uses zod', () => {
    expect(zodFiles.length).toBeGreaterThan(50);
  });

  it('is imported as `{ z }` alone, the one name it exports', () => {
    const otherImports = zodFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import\s+(type\s+)?([^;]*?)\s+from 'zod'/gm)]
        .filter((match) => !match[1] && match[2] !== '{ z }')
        .map((match) => `${path.relative(ROOT, file)}: ${match[0]}`),
    );
    expect(otherImports).toEqual([]);
  });

  it('has every function the browser code calls on z', () => {
    const shared = browserZod as unknown as Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;
    const missing = new Set<string>();
    for (const file of zodFiles) {
      // z.Name is a type (z.ZodType, z.ZodObject); z.infer, z.input and z.output are types too.
      for (const [, name, member] of readFileSync(file, 'utf8').matchAll(/\bz\.([A-Za-z]\w*)(?:\.([a-z]\w*))?/g)) {
        if (/^[A-Z]/.test(name!) && name !== 'NEVER') continue;
        if (['infer', 'input', 'output'].includes(name!)) continue;
        if (!(name! in browserZod)) missing.add(`z.${name}`);
        else if (member && typeof shared[name!] === 'object' && !(member in shared[name!]!)) missing.add(`z.${name}.${member}`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
