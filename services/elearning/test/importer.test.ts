import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_IMPORT_LIMITS } from '../src/packages/import-limits';
import { packageFolder, packagesRoot } from '../src/packages/package-files';
import { unpackPackage } from '../src/packages/unpack-package';
import { buildZip, fixture, SCORM12_MANIFEST, useTemporaryFilesDir } from './package-fixtures';

const filesDir = useTemporaryFilesDir();

async function packagesOnDisk(): Promise<string[]> {
  return existsSync(packagesRoot()) ? readdir(packagesRoot()) : [];
}

describe('good fixture packages', () => {
  it('imports SCORM 1.2 with its one SCO and launch page', async () => {
    const { parsed, storageKey } = await unpackPackage(fixture('RuntimeBasicCalls_SCORM12.zip'));
    expect(parsed.type).toBe('scorm12');
    expect(parsed.title).toBe('Golf Explained - Run-time Basic Calls');
    expect(parsed.items).toEqual([
      expect.objectContaining({ identifier: 'item_1', title: 'Golf Explained', launchHref: 'shared/launchpage.html' }),
    ]);
    expect(parsed.manifest.activityTree).toBeNull();
    expect(existsSync(path.join(packageFolder(storageKey), 'shared/launchpage.html'))).toBe(true);
  });

  it('imports SCORM 2004 3rd edition with its sequencing as the activity tree', async () => {
    const { parsed } = await unpackPackage(fixture('RuntimeBasicCalls_SCORM20043rdEdition.zip'));
    expect(parsed.type).toBe('scorm2004');
    expect(parsed.edition).toBe('3rd Edition');
    expect(parsed.items.map((item) => item.launchHref)).toEqual(['shared/launchpage.html']);
    expect(parsed.manifest.activityTree).toEqual({
      id: 'golf_sample_default_org',
      title: 'Golf Explained - Run-time Basic Calls',
      sequencingControls: { choice: true, flow: true },
      children: [
        {
          id: 'item_1',
          title: 'Golf Explained',
          deliveryControls: { completionSetByContent: true, objectiveSetByContent: true },
        },
      ],
    });
  });

  it('imports cmi5 with the AU, its moveOn and launch method', async () => {
    const { parsed } = await unpackPackage(fixture('cmi5_single_au_basic_responsive.zip'));
    expect(parsed.type).toBe('cmi5');
    expect(parsed.title).toBe('Introduction to Geology - Responsive Style');
    expect(parsed.items).toEqual([
      {
        identifier: 'https://w3id.org/xapi/cmi5/catapult/lts/course/geology-intro-single-au-basic-responsive/1',
        title: 'Introduction to Geology - Responsive Style',
        launchHref: 'index.html',
        parameters: null,
        masteryScore: null,
        moveOn: 'CompletedOrPassed',
        launchMethod: 'AnyWindow',
      },
    ]);
    expect(parsed.manifest.courseId).toBe('https://w3id.org/xapi/cmi5/catapult/lts/course/geology-intro-single-au-basic-responsive');
  });
});

describe('refused packages leave nothing behind', () => {
  let before: string[];
  beforeEach(async () => {
    before = await packagesOnDisk();
  });
  afterEach(async () => {
    expect(await packagesOnDisk()).toEqual(before);
  });

  it('refuses a manifest that is not well-formed XML', async () => {
    await expect(unpackPackage(fixture('MalformedXml_SCORM12.zip'))).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^Error importing course package: imsmanifest.xml is not well-formed XML \(line \d+/),
    });
  });

  it('refuses a resource without a launch file', async () => {
    await expect(unpackPackage(fixture('MissingLaunchUrl_SCORM12.zip'))).rejects.toMatchObject({
      statusCode: 400,
      message: 'Error importing course package: resource "resource_1" of item "item_1" has no launch file (href)',
    });
  });

  it.each([
    [
      'an organization without an identifier',
      SCORM12_MANIFEST.replace('<organization identifier="o">', '<organization>'),
      'Error importing course package: organization 1 of imsmanifest.xml has no identifier',
    ],
    [
      'a default organization that is not there',
      SCORM12_MANIFEST.replace('default="o"', 'default="missing"'),
      'Error importing course package: the default organization "missing" is not an organization of imsmanifest.xml',
    ],
    [
      'an item of another organization whose identifierref names no resource',
      SCORM12_MANIFEST.replace(
        '</organizations>',
        '<organization identifier="o2"><title>Other</title><item identifier="x1" identifierref="nowhere"><title>X</title></item></organization></organizations>',
      ),
      'Error importing course package: item "x1" refers to resource "nowhere", which the manifest does not define',
    ],
  ])('refuses a manifest with %s', async (_case, manifest, message) => {
    const zip = await buildZip(
      [
        { name: 'imsmanifest.xml', content: manifest },
        { name: 'index.html', content: 'x' },
      ],
      filesDir,
    );
    await expect(unpackPackage(zip)).rejects.toMatchObject({ statusCode: 400, message });
  });

  it('refuses a launch file the archive does not hold', async () => {
    const zip = await buildZip([{ name: 'imsmanifest.xml', content: SCORM12_MANIFEST }], filesDir);
    await expect(unpackPackage(zip)).rejects.toThrow('the launch file "index.html" of "i1" is not in the package');
  });

  it('refuses an archive without a manifest', async () => {
    const zip = await buildZip([{ name: 'index.html', content: '<html></html>' }], filesDir);
    await expect(unpackPackage(zip)).rejects.toThrow('neither imsmanifest.xml nor cmi5.xml');
  });

  it('refuses a file that is not a zip', async () => {
    await expect(unpackPackage(path.join(__dirname, 'importer.test.ts'))).rejects.toThrow('not a zip archive');
  });

  it.each([
    ['../escape.html', 'points outside the package folder'],
    ['content/../../escape.html', 'points outside the package folder'],
    ['/etc/escape.html', 'has an absolute path'],
  ])('refuses the zip-slip entry %s and writes nothing outside its folder', async (name, reason) => {
    const zip = await buildZip(
      [
        { name: 'imsmanifest.xml', content: SCORM12_MANIFEST },
        { name: 'index.html', content: 'ok' },
        { name, content: 'evil' },
      ],
      filesDir,
    );
    await expect(unpackPackage(zip)).rejects.toThrow(reason);
    expect(existsSync(path.join(filesDir, 'elearning', 'escape.html'))).toBe(false);
    expect(existsSync(path.join(packagesRoot(), 'escape.html'))).toBe(false);
  });

  it('refuses a symbolic link', async () => {
    const zip = await buildZip(
      [
        { name: 'imsmanifest.xml', content: SCORM12_MANIFEST },
        { name: 'index.html', content: '/etc/passwd', mode: 0o120777 },
      ],
      filesDir,
    );
    await expect(unpackPackage(zip)).rejects.toThrow('"index.html" is a symbolic link');
  });

  it('refuses an archive that unpacks to more than the size bound', async () => {
    const zip = await buildZip(
      [
        { name: 'imsmanifest.xml', content: SCORM12_MANIFEST },
        { name: 'index.html', content: Buffer.alloc(2 * 1024 * 1024) },
      ],
      filesDir,
    );
    await expect(unpackPackage(zip, { ...DEFAULT_IMPORT_LIMITS, maxUncompressedBytes: 1024 * 1024 })).rejects.toThrow(
      'unpacks to more than 1 MB',
    );
  });

  it('refuses an archive with more files than the bound', async () => {
    const entries = Array.from({ length: 12 }, (_, index) => ({ name: `page${index}.html`, content: 'x' }));
    const zip = await buildZip([{ name: 'imsmanifest.xml', content: SCORM12_MANIFEST }, ...entries], filesDir);
    await expect(unpackPackage(zip, { ...DEFAULT_IMPORT_LIMITS, maxFiles: 10 })).rejects.toThrow('more than 10 files');
  });

  it('bounds by default at 500 MB and 10,000 files', () => {
    expect(DEFAULT_IMPORT_LIMITS).toEqual({ maxUncompressedBytes: 500 * 1024 * 1024, maxFiles: 10_000 });
  });
});
