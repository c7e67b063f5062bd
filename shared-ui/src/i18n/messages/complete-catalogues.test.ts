// The test reads the source tree of every browser package; it runs in node and never reaches a bundle.
// eslint-disable-next-line no-restricted-imports
import { readdirSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports
import path from 'node:path';
import { SUPPORTED_LOCALES } from '../types';
import { useMessageRegistry } from '../message-registry';

/*
 * Every user-visible text exists in en_US, nb_NO and sv_SE (document 001 §9; issue 22). The Swedish-to-Norwegian
 * fallback is for a key a later change forgets, so this test reads every catalogue file of shared-ui, the shell
 * and every remote, and fails naming each key a locale lacks.
 */
const ROOT = path.resolve(__dirname, '../../../..');
const SOURCE_DIRS = [
  'shared-ui/src',
  'shell/src',
  ...readdirSync(ROOT)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => `${name}/src`),
];

function catalogueFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return catalogueFiles(full);
    return /messages\.ts$/.test(entry.name) ? [full] : [];
  });
}

const files = SOURCE_DIRS.flatMap((dir) => catalogueFiles(path.join(ROOT, dir)));
// Registering is what each file does when loaded; the registry then holds every key of the product.
beforeAll(async () => {
  for (const file of files) await import(file);
});

describe('every message key in every locale', () => {
  it('found the catalogue files of shared-ui, the shell and the remotes', () => {
    const packages = new Set(files.map((file) => path.relative(ROOT, file).split(path.sep)[0]));
    expect([...packages]).toEqual(expect.arrayContaining(['shared-ui', 'shell', 'mf-classroom', 'mf-elearning', 'mf-users']));
  });

  it.each(SUPPORTED_LOCALES)('%s has every key', (locale) => {
    const catalogues = useMessageRegistry.getState().catalogues;
    const allKeys = new Set(SUPPORTED_LOCALES.flatMap((each) => Object.keys(catalogues[each] ?? {})));
    const missing = [...allKeys].filter((key) => catalogues[locale]?.[key] === undefined).sort();
    expect(missing).toEqual([]);
  });
});
