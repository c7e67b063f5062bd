// The test reads the source tree of every browser package; it runs in node and never reaches a bundle.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LOCALES } from '../types';
import { useMessageRegistry } from '../message-registry';
import { messageKeyOf, serviceMessages } from './service-message-keys';

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

/*
 * Server messages by key (issue 22 point 5, decision 0153): a refusal a person can act on is a message key the
 * screens translate. Each key a service answers with must be in the catalogues; English is allowed only for the
 * statuses the screens show as their own text (401, 403, 404: failureKey) and for the calls the course content or
 * another machine makes, which no person reads.
 */
const MACHINE_CALLS = [
  'services/elearning/src/runtime/', // the SCORM API adapter inside the player
  'services/elearning/src/cmi5/', // xAPI statements and state documents of cmi5 content
  'services/elearning/src/remote-scorm/', // a customer's LMS playing a remote SCORM package
  'services/elearning/src/packages/', // document 001's upload protocol; its texts are the documents' wire texts
  'services/core/src/origin-check.ts', // a cross-site request, never sent by a screen
];
const STATUS_TEXT_SHOWN = new Set([401, 403, 404]);

describe('every message key a service answers with', () => {
  const messages = serviceMessages(ROOT);

  it('found the refusals of the services', () => {
    expect(messages.length).toBeGreaterThan(100);
  });

  it('is in the catalogues', () => {
    const known = useMessageRegistry.getState().catalogues.en_US ?? {};
    const missing = messages.filter((message) => {
      const key = messageKeyOf(message);
      return key !== null && known[key] === undefined && known[`${key}.other`] === undefined;
    });
    expect(missing.map((message) => `${message.where}: ${message.text}`)).toEqual([]);
  });

  it('is a key wherever a person reads it', () => {
    const english = messages.filter(
      (message) =>
        messageKeyOf(message) === null &&
        !STATUS_TEXT_SHOWN.has(message.status) &&
        !MACHINE_CALLS.some((prefix) => message.where.startsWith(prefix)),
    );
    expect(english.map((message) => `${message.where} ${message.status}: ${message.text}`)).toEqual([]);
  });
});
