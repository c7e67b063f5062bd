import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileMissingError, type FileStore } from './file-store';

/** Files in a folder on this machine, `<folder>/<area>/<key>`: the default, with nothing to set up. */
export function localFileStore(folder: string): FileStore {
  const fileOf = (area: string, key: string) => path.join(folder, area, key);
  return {
    async write(area, key, source) {
      const target = fileOf(area, key);
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(source, createWriteStream(target, { flags: 'wx' }));
    },
    async read(area, key): Promise<Readable | null> {
      const target = fileOf(area, key);
      const found = await stat(target).catch(() => undefined);
      return found?.isFile() ? createReadStream(target) : null;
    },
    async remove(area, key) {
      await rm(fileOf(area, key), { force: true });
    },
    // The stored file is already a local file; nothing to clean up.
    async withLocalFile(area, key, use) {
      const target = fileOf(area, key);
      if (!(await stat(target).catch(() => undefined))?.isFile()) throw new FileMissingError(`No stored file ${area}/${key}`);
      return use(target);
    },
    async removeAll(area, prefix) {
      // Keys are folder paths here: a prefix ending in '/' is a folder, anything else the files starting with it.
      if (prefix.endsWith('/')) await rm(fileOf(area, prefix), { recursive: true, force: true });
      else throw new Error(`removeAll needs a folder prefix ending in '/', not ${prefix}`);
    },
    // Uploads go through the app, which writes them here.
    uploadUrl: async () => null,
    sharedByInstances: false,
  };
}
