import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseCmi5Manifest } from './cmi5-manifest';
import { invalidPackage } from './invalid-package';
import type { ParsedPackage } from './parsed-package';
import { parseScormManifest } from './scorm-manifest';
import { parseXml } from './xml';

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:/i;

async function exists(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isFile() ?? false;
}

async function checkLaunchFiles(folder: string, parsed: ParsedPackage): Promise<void> {
  for (const item of parsed.items) {
    if (parsed.type === 'cmi5' && ABSOLUTE_URL.test(item.launchHref)) continue;
    const relative = decodeURIComponent(item.launchHref.split(/[?#]/)[0] ?? '');
    const file = path.resolve(folder, relative);
    if (!file.startsWith(folder + path.sep) || !(await exists(file))) {
      throw invalidPackage(`the launch file "${relative}" of "${item.identifier}" is not in the package`);
    }
  }
}

/** Reads the manifest of an unpacked package (imsmanifest.xml or cmi5.xml at its root) and checks it launches. */
export async function readPackage(folder: string): Promise<ParsedPackage> {
  let parsed: ParsedPackage;
  if (await exists(path.join(folder, 'cmi5.xml'))) {
    parsed = parseCmi5Manifest(parseXml('cmi5.xml', await readFile(path.join(folder, 'cmi5.xml'), 'utf8')).courseStructure as never);
  } else if (await exists(path.join(folder, 'imsmanifest.xml'))) {
    parsed = parseScormManifest(
      parseXml('imsmanifest.xml', await readFile(path.join(folder, 'imsmanifest.xml'), 'utf8')).manifest as never,
    );
  } else {
    throw invalidPackage('the archive has neither imsmanifest.xml nor cmi5.xml at its root');
  }
  await checkLaunchFiles(folder, parsed);
  return parsed;
}
