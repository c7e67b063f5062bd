import { HttpError } from '../errors';

/** How many export processes may run at once, and how many exports may wait for one (decision 0265). */
export interface ExportSlots {
  /** Resolves with the slot's release once the export may start; rejects when too many wait or the caller left. */
  acquire: (left: AbortSignal) => Promise<() => void>;
}

// Seconds a caller turned away is asked to wait: about what one export of 100,000 rows takes.
const RETRY_AFTER_SECONDS = 10;

export function exportSlots({ running, waiting }: { running: number; waiting: number }): ExportSlots {
  let busy = 0;
  const queue: Array<() => void> = [];
  // A slot passes to the first waiting export, so the number running never drops and rises again.
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else busy--;
  };
  const releaseOnce = () => {
    let released = false;
    return () => {
      if (!released) release();
      released = true;
    };
  };
  return {
    acquire(left) {
      if (busy < running) {
        busy++;
        return Promise.resolve(releaseOnce());
      }
      // 503 rather than 429: the server is busy, not this caller too eager (the form post shows it as it is).
      if (queue.length >= waiting) return Promise.reject(new HttpError(503, 'http.503', { 'retry-after': String(RETRY_AFTER_SECONDS) }));
      return new Promise((resolve, reject) => {
        const grant = () => {
          left.removeEventListener('abort', leave);
          resolve(releaseOnce());
        };
        const leave = () => {
          queue.splice(queue.indexOf(grant), 1);
          reject(new Error('The caller went away while the export waited'));
        };
        queue.push(grant);
        left.addEventListener('abort', leave, { once: true });
      });
    },
  };
}

/**
 * The process's own limit, shared by every area it runs: 2 export processes at once by default (one per core of the
 * machine the issue measures on), 20 waiting, set with ATRIUM_EXPORT_PROCESSES and ATRIUM_EXPORT_QUEUE.
 */
export const processExportSlots = exportSlots({
  running: Number(process.env.ATRIUM_EXPORT_PROCESSES ?? 2),
  waiting: Number(process.env.ATRIUM_EXPORT_QUEUE ?? 20),
});
