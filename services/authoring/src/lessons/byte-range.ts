import { Transform, type Readable } from 'node:stream';

/** One `bytes=start-end` range of a file of `size` bytes (RFC 9110 §14.1.2), or null when it asks for none we serve. */
export function byteRangeOf(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/**
 * The bytes start..end (inclusive) of the stream. The file store reads whole files, so the bytes before the range
 * are read and dropped: a video preview can seek, at the cost of reading up to the point sought.
 */
export function sliceStream(source: Readable, start: number, end: number): Readable {
  let position = 0;
  const slice = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const from = Math.max(0, start - position);
      const to = Math.min(chunk.length, end + 1 - position);
      position += chunk.length;
      if (to > from) this.push(chunk.subarray(from, to));
      if (position > end) {
        this.push(null);
        source.destroy();
      }
      callback();
    },
  });
  return source.pipe(slice);
}
