import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import yazl from 'yazl';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

/** The shared fixtures sit beside the checkout (../shared); tests read them there and never copy them. */
const FIXTURES = path.resolve(__dirname, '../../../../shared/fixtures/packages');
export const fixture = (name: string) => path.join(FIXTURES, name);

/** Stored package files of a test file go to a folder of its own. */
export function useTemporaryFilesDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-elearning-'));
  process.env.ATRIUM_FILES_DIR = dir;
  return dir;
}

export interface ZipEntry {
  name: string;
  content?: string | Buffer;
  /** Unix mode bits, e.g. 0o120777 for a symbolic link. */
  mode?: number;
}

/** Builds a zip on disk with entries exactly as given (yazl refuses unsafe names, so those are patched in). */
export async function buildZip(entries: ZipEntry[], dir: string): Promise<string> {
  const zip = new yazl.ZipFile();
  const renames: [string, string][] = [];
  entries.forEach((entry, index) => {
    const unsafe = entry.name.startsWith('/') || entry.name.split('/').includes('..');
    // A placeholder of the same length keeps every offset right when the real name is patched in below.
    const name = unsafe ? `x${String(index).padStart(entry.name.length - 1, '0')}` : entry.name;
    if (unsafe) renames.push([name, entry.name]);
    zip.addBuffer(Buffer.from(entry.content ?? ''), name, entry.mode ? { mode: entry.mode } : {});
  });
  zip.end();
  const file = path.join(dir, `built-${Math.random().toString(36).slice(2)}.zip`);
  const chunks: Buffer[] = [];
  zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
  await once(zip.outputStream, 'end');
  let bytes: Buffer = Buffer.concat(chunks);
  for (const [placeholder, real] of renames) bytes = replaceAll(bytes, Buffer.from(placeholder), Buffer.from(real));
  const out = createWriteStream(file);
  out.end(bytes);
  await once(out, 'finish');
  return file;
}

function replaceAll(haystack: Buffer, needle: Buffer, replacement: Buffer): Buffer {
  let index = haystack.indexOf(needle);
  while (index >= 0) {
    replacement.copy(haystack, index);
    index = haystack.indexOf(needle, index + needle.length);
  }
  return haystack;
}

export const SCORM12_MANIFEST = `<?xml version="1.0"?>
<manifest identifier="m" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Built</title>
    <item identifier="i1" identifierref="r1"><title>One</title></item></organization></organizations>
  <resources><resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="index.html"/></resources>
</manifest>`;
