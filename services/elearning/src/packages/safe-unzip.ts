import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { ImportLimits } from './import-limits';
import { invalidPackage } from './invalid-package';

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** Why an entry may not be unpacked, or undefined when it is safe (zip-slip and symlink checks). */
function unsafeEntryReason(entry: Entry): string | undefined {
  const name = entry.fileName;
  if (name.includes('\\') || name.includes('\0')) return `entry "${name}" has an invalid name`;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return `entry "${name}" has an absolute path`;
  if (name.split('/').includes('..')) return `entry "${name}" points outside the package folder`;
  if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) return `entry "${name}" is a symbolic link`;
  return undefined;
}

function openZip(zipPath: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // decodeStrings off: names are checked here, so the reason reaches the user in our words.
    yauzl.open(zipPath, { lazyEntries: true, autoClose: true, decodeStrings: false, validateEntrySizes: true }, (error, zip) =>
      error || !zip ? reject(invalidPackage(`the file is not a zip archive (${error?.message ?? 'unreadable'})`)) : resolve(zip),
    );
  });
}

function readEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      // Names are raw buffers with decodeStrings off; zips of this kind are UTF-8 or ASCII.
      entry.fileName = Buffer.from(entry.fileName as unknown as Buffer).toString('utf8');
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (error: Error) => reject(invalidPackage(`the zip archive is damaged (${error.message})`)));
    zip.readEntry();
  });
}

function checkEntries(entries: Entry[], limits: ImportLimits): void {
  const files = entries.filter((entry) => !entry.fileName.endsWith('/'));
  if (files.length > limits.maxFiles) throw invalidPackage(`the archive has more than ${limits.maxFiles} files`);
  let total = 0;
  for (const entry of entries) {
    const reason = unsafeEntryReason(entry);
    if (reason) throw invalidPackage(reason);
    total += entry.uncompressedSize;
  }
  if (total > limits.maxUncompressedBytes) {
    throw invalidPackage(`the archive unpacks to more than ${Math.round(limits.maxUncompressedBytes / 1024 / 1024)} MB`);
  }
}

function openEntry(zip: ZipFile, entry: Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) =>
      error || !stream ? reject(invalidPackage(`entry "${entry.fileName}" cannot be read`)) : resolve(stream),
    );
  });
}

/**
 * Unpacks zipPath into target (which must not exist yet) and returns the relative file names. Every entry is
 * checked before anything is written; the declared sizes are verified while reading (validateEntrySizes).
 */
export async function unzipSafely(zipPath: string, target: string, limits: ImportLimits): Promise<string[]> {
  const listing = await readEntries(await openZip(zipPath));
  checkEntries(listing, limits);
  await mkdir(target, { recursive: false });
  const zip = await openZip(zipPath);
  const written: string[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('error', (error: Error) => reject(invalidPackage(`the zip archive is damaged (${error.message})`)));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      const name = Buffer.from(entry.fileName as unknown as Buffer).toString('utf8');
      const destination = path.resolve(target, name);
      if (!destination.startsWith(target + path.sep)) {
        reject(invalidPackage(`entry "${name}" points outside the package folder`));
        return;
      }
      const write = name.endsWith('/')
        ? mkdir(destination, { recursive: true })
        : mkdir(path.dirname(destination), { recursive: true })
            .then(() => openEntry(zip, entry))
            .then((stream) => pipeline(stream, createWriteStream(destination, { flags: 'wx' })))
            .then(() => void written.push(name));
      write.then(
        () => zip.readEntry(),
        (error: unknown) => {
          zip.close();
          reject(error instanceof Error && 'statusCode' in error ? error : invalidPackage(`entry "${name}" cannot be unpacked`));
        },
      );
    });
    zip.readEntry();
  });
  return written;
}
