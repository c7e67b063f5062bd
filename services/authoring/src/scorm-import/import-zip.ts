import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_SCORM_IMPORT_BYTES, MAX_SCORM_IMPORT_FILES, MAX_SCORM_IMPORT_UNPACKED_BYTES } from '@atrium/authoring-contract';
import { RequestValidationError } from '@atrium/service-core';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** Every refusal of the package names the upload's field (decision 0254): a 400, never a 500. */
export const refused = (key: string) => RequestValidationError.forField('body', ['file'], key);

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** A zip-slip name (absolute, "..", backslash) or a symbolic link is never stored. */
const unsafe = (entry: Entry, name: string) =>
  name.includes('\\') ||
  name.includes('\0') ||
  name.startsWith('/') ||
  /^[a-zA-Z]:/.test(name) ||
  name.split('/').includes('..') ||
  ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;

/** The package's files, read by name, and a close that removes the upload's temporary copy. */
export interface ImportZip {
  names: string[];
  read: (name: string) => Promise<Buffer>;
  open: (name: string) => Promise<Readable>;
  close: () => Promise<void>;
}

/**
 * Keeps the upload in a temporary file (a zip is read from its end) and checks it before anything is stored: at most
 * MAX_SCORM_IMPORT_BYTES sent, a readable zip, no unsafe name, at most MAX_SCORM_IMPORT_FILES files and
 * MAX_SCORM_IMPORT_UNPACKED_BYTES unpacked; the declared sizes are verified again while reading.
 */
export async function receiveZip(upload: Readable, truncated: () => boolean): Promise<ImportZip> {
  const folder = await mkdtemp(path.join(tmpdir(), 'atrium-scorm-import-'));
  const file = path.join(folder, 'package.zip');
  const close = () => rm(folder, { recursive: true, force: true });
  try {
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(size > MAX_SCORM_IMPORT_BYTES ? refused('kpg.scormImport.tooLarge') : null, chunk);
      },
    });
    await pipeline(upload, counter, createWriteStream(file));
    if (truncated()) throw refused('kpg.scormImport.tooLarge');
    const zip = await new Promise<ZipFile>((resolve, reject) =>
      yauzl.open(file, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true }, (error, opened) =>
        error || !opened ? reject(refused('kpg.scormImport.notZip')) : resolve(opened),
      ),
    );
    const entries = await new Promise<Map<string, Entry>>((resolve, reject) => {
      const found = new Map<string, Entry>();
      let unpacked = 0;
      zip.on('entry', (entry: Entry) => {
        const name = Buffer.from(entry.fileName as unknown as Buffer).toString('utf8');
        unpacked += entry.uncompressedSize;
        if (unsafe(entry, name)) reject(refused('kpg.scormImport.unsafePath'));
        else if (unpacked > MAX_SCORM_IMPORT_UNPACKED_BYTES) reject(refused('kpg.scormImport.tooLarge'));
        else if (found.size >= MAX_SCORM_IMPORT_FILES) reject(refused('kpg.scormImport.tooManyFiles'));
        else {
          if (!name.endsWith('/')) found.set(name, entry);
          zip.readEntry();
        }
      });
      zip.on('end', () => resolve(found));
      zip.on('error', () => reject(refused('kpg.scormImport.notZip')));
      zip.readEntry();
    }).catch((error: unknown) => {
      zip.close();
      throw error;
    });
    const open = (name: string) =>
      new Promise<Readable>((resolve, reject) => {
        const entry = entries.get(name);
        if (!entry) return reject(refused('kpg.scormImport.notZip'));
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return reject(refused('kpg.scormImport.notZip'));
          // Damaged data (a size that lies, a bad checksum) shows while reading: it is the package's fault, a 400.
          const checked = new PassThrough();
          stream.on('error', () => checked.destroy(refused('kpg.scormImport.notZip')));
          resolve(stream.pipe(checked));
        });
      });
    const read = async (name: string) => {
      const chunks: Buffer[] = [];
      for await (const chunk of await open(name)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
    return {
      names: [...entries.keys()],
      open,
      read,
      close: async () => {
        zip.close();
        await close();
      },
    };
  } catch (error) {
    upload.resume();
    await close();
    throw error;
  }
}
