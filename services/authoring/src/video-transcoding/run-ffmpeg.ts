import { spawn } from 'node:child_process';

// Debian's ffmpeg (.ci/run installs it); FFMPEG_PATH/FFPROBE_PATH point elsewhere.
const FFMPEG = () => process.env.FFMPEG_PATH ?? 'ffmpeg';
const FFPROBE = () => process.env.FFPROBE_PATH ?? 'ffprobe';

function run(command: string, args: string[], onLine?: (line: string) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let partial = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!onLine) return;
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      lines.forEach(onLine);
    });
    // Only the end of stderr is kept: it names what went wrong.
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-2000)));
    child.on('error', (error) => reject(new Error(`${command} could not start: ${error.message}`)));
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} failed (${code}): ${err.trim().split('\n').slice(-3).join(' ')}`)),
    );
  });
}

/** The video's duration in seconds, by ffprobe. */
export async function probeDuration(file: string): Promise<number> {
  const out = await run(FFPROBE(), ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', file]);
  const seconds = Number(out.trim());
  if (!Number.isFinite(seconds)) throw new Error('ffprobe found no duration: is the file a video?');
  return seconds;
}

/**
 * Runs ffmpeg with these output arguments, reporting the share done (0 to 1) from its -progress lines against the
 * known duration.
 */
export function transcode(
  input: string,
  outputArgs: string[],
  durationSeconds: number,
  onProgress: (share: number) => void,
): Promise<void> {
  const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-i', input, '-progress', 'pipe:1', ...outputArgs];
  return run(FFMPEG(), args, (line) => {
    const match = /^out_time_us=(\d+)/.exec(line) ?? /^out_time_ms=(\d+)/.exec(line);
    if (match && durationSeconds > 0) onProgress(Math.min(1, Number(match[1]) / 1e6 / durationSeconds));
  }).then(() => undefined);
}

/** The ffmpeg output arguments of one rendition at a height: H.264 and AAC, audio only when the source has it. */
export const renditionArgs = (height: string) => [
  '-map',
  '0:v:0',
  '-map',
  '0:a:0?',
  '-vf',
  `scale=-2:${height}`,
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  '23',
  '-c:a',
  'aac',
  '-b:a',
  '128k',
];

/** The picture's width in pixels, by ffprobe. */
export async function probeWidth(file: string): Promise<number> {
  const out = await run(FFPROBE(), ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width', '-of', 'csv=p=0', file]);
  const width = Number(out.trim());
  if (!Number.isInteger(width) || width <= 0) throw new Error('ffprobe found no width: is the file a picture?');
  return width;
}

/** Writes the picture scaled to this width (height in proportion) in the same format, as the output's extension says. */
export async function scaleImage(input: string, output: string, width: number): Promise<void> {
  await run(FFMPEG(), [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-y',
    '-i',
    input,
    '-vf',
    `scale=${width}:-2`,
    '-frames:v',
    '1',
    output,
  ]);
}
