import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { folderError } from './startup-error';

/** Creates `folder` when missing and checks that this process may write in it; a StartupError naming `setting` otherwise. */
export async function ensureWritableFolder(folder: string, setting: string): Promise<void> {
  try {
    await mkdir(folder, { recursive: true });
    await access(folder, constants.W_OK);
  } catch (error) {
    throw folderError(error, folder, setting) ?? error;
  }
}
