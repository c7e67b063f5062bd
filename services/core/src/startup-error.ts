/**
 * A failure to start that the person running Atrium can fix (a port in use, a folder it cannot write, ...). Its
 * message is one sentence naming the setting to change; whoever starts Atrium prints that sentence alone and exits
 * with a non-zero code instead of showing a stack trace.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
    // Printers that show `stack` (jest's global setup, an unhandled rejection) then show the sentence only.
    this.stack = message;
  }
}

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the disk is read-only',
  ENOTDIR: 'a file is in the way',
  EEXIST: 'a file is in the way',
};

const NO_SPACE = new Set(['ENOSPC', 'EDQUOT']);

/** The one sentence for a file-system error on the folder that `setting` chooses, or undefined for other errors. */
export function folderError(error: unknown, folder: string, setting: string): StartupError | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  if (NO_SPACE.has(code)) {
    return new StartupError(`There is no free space left for ${folder}: free some space, or set ${setting} to a folder on another disk.`);
  }
  const reason = REASONS[code];
  if (!reason) return undefined;
  return new StartupError(`Atrium cannot write to ${folder} (${reason}): set ${setting} to a folder it can write to.`);
}
