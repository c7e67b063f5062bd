import { createWriteStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { REMOTE_PROGRESS_MESSAGE, type RemoteScormVersion } from '@atrium/elearning-contract';
import { packageFolder } from '../src/packages/package-files';
import { unpackPackage } from '../src/packages/unpack-package';
import { remoteWrapperFileName, remoteWrapperZip, type RemoteWrapperOptions } from '../src/remote-scorm/wrapper/remote-package';
import { WRAPPER_MESSAGES } from '../src/remote-scorm/wrapper/wrapper-messages';
import { MANIFEST_FORMAT } from '../src/packages/parsed-package';
import { useTemporaryFilesDir } from './package-fixtures';

const filesDir = useTemporaryFilesDir();
const COURSE_UUID = '6f1c2a4e-9b7d-4c1e-8a55-0d2e3f4a5b6c';
const LAUNCH_URL = 'https://atrium.example/scorm/remote/0b9e5a2c-3d4f-4e6a-9c8b-7a6d5e4f3a2b';
const SCRIPT = path.resolve(__dirname, '../assets/remote-scorm/atrium-remote.js');

/** Imports the generated wrapper with the service's own importer, as an LMS-independent check of the package. */
async function importWrapper(options: Partial<RemoteWrapperOptions> & { version: RemoteScormVersion }) {
  const zipPath = path.join(filesDir, `wrapper-${Math.random().toString(36).slice(2)}.zip`);
  await pipeline(
    remoteWrapperZip({ courseTitle: 'Working at Heights', courseUuid: COURSE_UUID, launchUrl: LAUNCH_URL, ...options }),
    createWriteStream(zipPath),
  );
  const { parsed, storageKey } = await unpackPackage(zipPath);
  const folder = packageFolder(storageKey);
  return { parsed, folder, read: (file: string) => readFile(path.join(folder, file), 'utf8') };
}

/** The window.ATRIUM_REMOTE object of a launch page, read back as the browser would. */
function pageConfig(html: string): Record<string, unknown> {
  const json = /<script>window\.ATRIUM_REMOTE = (.*);<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('the launch page sets no window.ATRIUM_REMOTE');
  return JSON.parse(json) as Record<string, unknown>;
}

describe('the wrapper package imports as a valid SCORM package', () => {
  it('makes SCORM 1.2 with one SCO launching index.html and nothing but the wrapper files', async () => {
    const { parsed, folder, read } = await importWrapper({ version: '12' });
    expect(parsed).toMatchObject({ type: 'scorm12', edition: null, title: 'Working at Heights' });
    expect(parsed.items).toEqual([
      expect.objectContaining({ identifier: 'item_1', title: 'Working at Heights', launchHref: 'index.html' }),
    ]);
    expect(parsed.manifest).toEqual({ format: MANIFEST_FORMAT, identifier: `atrium-remote-${COURSE_UUID}-scorm12`, activityTree: null });
    expect((await readdir(folder)).sort()).toEqual(['atrium-remote.js', 'imsmanifest.xml', 'index.html']);
    const manifest = await read('imsmanifest.xml');
    expect(manifest).toContain('xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"');
    expect(manifest).toContain('xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"');
    expect(manifest).toContain('<schema>ADL SCORM</schema><schemaversion>1.2</schemaversion>');
    expect(manifest).toContain(
      '<resource identifier="resource_1" type="webcontent" adlcp:scormtype="sco" href="index.html"><file href="index.html"/><file href="atrium-remote.js"/></resource>',
    );
  });

  it('makes SCORM 2004 3rd edition whose SCO sets completion and success itself', async () => {
    const { parsed, folder, read } = await importWrapper({ version: '2004' });
    expect(parsed).toMatchObject({ type: 'scorm2004', edition: '3rd Edition', title: 'Working at Heights' });
    expect(parsed.items).toEqual([expect.objectContaining({ identifier: 'item_1', launchHref: 'index.html', masteryScore: null })]);
    expect(parsed.manifest).toEqual({
      format: MANIFEST_FORMAT,
      identifier: `atrium-remote-${COURSE_UUID}-scorm2004`,
      activityTree: {
        id: 'organization_1',
        title: 'Working at Heights',
        children: [
          { id: 'item_1', title: 'Working at Heights', deliveryControls: { completionSetByContent: true, objectiveSetByContent: true } },
        ],
      },
    });
    expect((await readdir(folder)).sort()).toEqual(['atrium-remote.js', 'imsmanifest.xml', 'index.html']);
    const manifest = await read('imsmanifest.xml');
    for (const namespace of ['imscp_v1p1', 'adlcp_v1p3', 'adlseq_v1p3', 'adlnav_v1p3', 'imsss'])
      expect(manifest).toContain(`/${namespace}"`);
    expect(manifest).toContain('adlcp:scormType="sco" href="index.html"');
  });

  it.each(['12', '2004'] as const)('SCORM %s: carries the script asset unchanged and a launch page configured for it', async (version) => {
    const { read } = await importWrapper({ version });
    expect(await read('atrium-remote.js')).toBe(await readFile(SCRIPT, 'utf8'));
    const page = await read('index.html');
    expect(page).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(page).toContain('<div id="atrium-remote"');
    expect(page).toContain('<script src="atrium-remote.js"></script>');
    expect(pageConfig(page)).toEqual({
      launchUrl: LAUNCH_URL,
      origin: 'https://atrium.example',
      version,
      title: 'Working at Heights',
      progressMessage: REMOTE_PROGRESS_MESSAGE,
      messages: WRAPPER_MESSAGES,
    });
  });
});

describe('titles that are not plain text', () => {
  const title = `Fall <protection> & "ropes" 'n' </script><script>alert(1)</script>\u0007`;

  it.each(['12', '2004'] as const)('SCORM %s: stays well-formed in the manifest and the launch page', async (version) => {
    const { parsed, read } = await importWrapper({ version, courseTitle: title });
    const readable = title.replace('\u0007', '');
    expect(parsed.title).toBe(readable);
    expect(parsed.items[0]?.title).toBe(readable);
    const page = await read('index.html');
    expect(page).toContain('<title>Fall &lt;protection&gt; &amp; &quot;ropes&quot; &apos;n&apos; &lt;/script&gt;');
    // Only the two script elements of the page end; the title inside the config cannot close one.
    expect(page.match(/<\/script>/g)).toHaveLength(2);
    expect(pageConfig(page).title).toBe(title);
  });

  it('escapes the line separators old browsers end a script string at', async () => {
    const { read } = await importWrapper({ version: '12', courseTitle: 'one\u2028two\u2029three' });
    const page = await read('index.html');
    expect(page).toContain('one\\u2028two\\u2029three');
    expect(pageConfig(page).title).toBe('one\u2028two\u2029three');
  });
});

describe('remoteWrapperFileName', () => {
  it.each([
    ['Working at Heights', '12', 'working-at-heights-scorm12.zip'],
    ['Working at Heights', '2004', 'working-at-heights-scorm2004.zip'],
    ['Førstehjelp på sjøen – grunnkurs (Æ)', '12', 'forstehjelp-pa-sjoen-grunnkurs-ae-scorm12.zip'],
    ['  Säkerhet: "Heta arbeten" / 2025!  ', '2004', 'sakerhet-heta-arbeten-2025-scorm2004.zip'],
    ['«»!?', '12', 'course-scorm12.zip'],
  ] as const)('names %j for SCORM %s %s', (title, version, expected) => {
    expect(remoteWrapperFileName(title, version)).toBe(expected);
  });

  it('keeps a long title to a file name of reasonable length without a trailing dash', () => {
    const name = remoteWrapperFileName(`${'a'.repeat(79)} ${'b'.repeat(50)}`, '2004');
    expect(name).toBe(`${'a'.repeat(79)}-scorm2004.zip`);
    expect(name).toMatch(/^[a-z0-9-]+\.zip$/);
  });
});
