import { readFileSync } from 'node:fs';
import path from 'node:path';
import yazl from 'yazl';
import type { RemoteScormVersion } from '@atrium/elearning-contract';
import { wrapperManifest } from './remote-manifest';
import { wrapperConfig, wrapperPage } from './wrapper-page';

export interface RemoteWrapperOptions {
  version: RemoteScormVersion;
  /** The e-course's internal name: the title of the manifest, its organization and item. */
  courseTitle: string;
  /** Gives the manifest an identifier that stays the same across downloads, so an LMS sees an update. */
  courseUuid: string;
  /** Absolute address of the runtime for this customer's launch token: /scorm/remote/{token}. */
  launchUrl: string;
}

const LAUNCH_PAGE = 'index.html';
const SCRIPT = 'atrium-remote.js';
// Both src/remote-scorm/wrapper (jest) and dist/remote-scorm/wrapper (swc build) sit three levels under the
// package root, where assets/ is: the service runs from its workspace folder, never from a published copy.
const SCRIPT_FILE = path.resolve(__dirname, '../../../assets/remote-scorm', SCRIPT);

/** The wrapper SCORM package a customer imports into its LMS: a manifest, a launch page and the script. */
export function remoteWrapperZip(options: RemoteWrapperOptions): NodeJS.ReadableStream {
  const { version, courseTitle, courseUuid, launchUrl } = options;
  const manifest = wrapperManifest(version, {
    identifier: `atrium-remote-${courseUuid}-scorm${version}`,
    title: courseTitle,
    files: [LAUNCH_PAGE, SCRIPT],
  });
  // Read per download, so a missing asset fails the request here rather than a broken zip stream later.
  const script = readFileSync(SCRIPT_FILE);
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(manifest), 'imsmanifest.xml');
  zip.addBuffer(Buffer.from(wrapperPage(wrapperConfig(version, courseTitle, launchUrl), SCRIPT)), LAUNCH_PAGE);
  zip.addBuffer(script, SCRIPT);
  zip.end();
  return zip.outputStream;
}

// Letters that Unicode decomposition does not turn into a base letter plus accent.
const LIGATURES: Record<string, string> = { æ: 'ae', ø: 'o', œ: 'oe', ß: 'ss', đ: 'd', ł: 'l', þ: 'th' };

/** An ASCII file name (safe in Content-Disposition as it is), e.g. working-at-heights-scorm12.zip. */
export function remoteWrapperFileName(courseTitle: string, version: RemoteScormVersion): string {
  const slug = courseTitle
    .toLowerCase()
    .replace(/[æøœßđłþ]/g, (char) => LIGATURES[char] ?? char)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'course'}-scorm${version}.zip`;
}
